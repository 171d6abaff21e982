import { readFile } from 'node:fs/promises';

async function loadManifest(path) {
  const text = await readFile(path, 'utf8');
  return JSON.parse(text);
}

async function main() {
  console.log('deploying build 2024.05.06-3');
  const manifest = await loadManifest('./dist/manifest.json');
  console.log(`uploading ${manifest.files.length} files`);
}

main();
