// Small conversions the back office's answers share.
import { currencyFactor, fromMinorUnits } from '@shop/domain/money';

/** A player's e-mail address; demo players without one are reached at <userName>@players.example. */
export function playerEmailOf(player: { email: string | null; user_name: string }): string {
  return player.email ?? `${player.user_name}@players.example`;
}

export function toStateChange(row: { from_state: string | null; to_state: string; at: Date }) {
  return { at: row.at.toISOString(), from: row.from_state, to: row.to_state };
}

/** Minor units as a decimal string in major units with a dot ('12.50'), in the currency's own digits. */
export function majorUnits(amount: number, currency: string): string {
  return fromMinorUnits(amount, currencyFactor(currency));
}
