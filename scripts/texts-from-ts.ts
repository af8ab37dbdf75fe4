// Moves texts still written in the old TS-dictionary form (a branch made before issue 26 point 3) into the JSON
// resource files: every key the module has and the JSON does not is added, `{name}` becoming `{{name}}`, a counted
// text's `_other` also written as `_many` in the languages that need it (French, Spanish). Keys the JSON has already
// stay as they are. Run with tsx from the repository root; the module may be a copy anywhere inside the repository
// (so its imports resolve), e.g. `git show their-branch:apps/server/src/modules/mail/mail-texts.ts > apps/server/src/modules/mail/old.ts`.
//
//   npx tsx scripts/texts-from-ts.ts <module.ts> MAIL_TEXTS apps/server/src/locales mail
//       a server module exporting Record<language, texts>: adds to <dir>/<language>/mail.json
//   npx tsx scripts/texts-from-ts.ts <messages.ts> en,de apps/console/src/locales app
//       the console's messages.ts (one export per language): adds to <dir>/<language>/app.json what no part has
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [modulePath, exportName, directory, namespace] = process.argv.slice(2);
if (modulePath === undefined || exportName === undefined || directory === undefined || namespace === undefined) {
  console.error('usage: npx tsx scripts/texts-from-ts.ts <module.ts> <EXPORT|en,de> <locales dir> <namespace>');
  process.exit(2);
}

const module = (await import(pathToFileURL(resolve(modulePath)).href)) as Record<string, unknown>;
const perLanguage = exportName.includes(',');
const dictionaries: Record<string, Record<string, string>> = perLanguage
  ? Object.fromEntries(exportName.split(',').map((language) => [language, module[language] as Record<string, string>]))
  : (module[exportName] as Record<string, Record<string, string>>);

const braces = (text: string) => text.replace(/(?<!\{)\{(\w+)\}(?!\})/g, '{{$1}}');
const needsMany = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories.includes('many');

for (const [language, texts] of Object.entries(dictionaries)) {
  const folder = join(directory, language);
  const target = join(folder, `${namespace}.json`);
  const written = existsSync(target) ? (JSON.parse(readFileSync(target, 'utf8')) as Record<string, string>) : {};
  // A console key may live in any part; a server key only in its namespace.
  const known = new Set(Object.keys(written));
  if (perLanguage && existsSync(folder)) {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      for (const key of Object.keys(JSON.parse(readFileSync(join(folder, file), 'utf8')) as object)) known.add(key);
    }
  }
  // A text written since as plural forms (`key_one`, `key_other`) is known by its base key too.
  for (const key of [...known]) known.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
  const added: string[] = [];
  for (const [key, text] of Object.entries(texts)) {
    if (known.has(key)) continue;
    if (key.endsWith('_other') && needsMany(language)) {
      const many = key.replace(/_other$/, '_many');
      if (!known.has(many)) {
        written[many] = braces(text);
        added.push(many);
      }
    }
    written[key] = braces(text);
    added.push(key);
  }
  if (added.length > 0) {
    writeFileSync(target, `${JSON.stringify(written, null, 2)}\n`);
    console.log(`${target}: ${added.join(', ')}`);
  }
}
