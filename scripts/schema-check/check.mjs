// Compiles every schema file index.json lists with Ajv2020 in its default strict
// mode plus ajv-formats, then validates every document vector of the manifest
// (written by `go run ./scripts/schema-check/manifest`) and compares the
// verdict with the vector's expected schema verdict.
//
//   node scripts/schema-check/check.mjs <schemas-dir> <manifest.json>
//
// A document the schema accepts but the library rejects is allowed only when
// every rule the library reports is listed in index.json, under the schema's
// cross_field_rules or the boundary_rules. Exit 1 on any failure.
//
// Formats: ajv-formats checks date-time, uri and uuid by RFC 3339 / RFC 3986 /
// RFC 4122. The protocol defines its own rules for the three (a lax uri that
// must start with http:// or https://, a date-time that must be a real
// calendar instant); those are registered over ajv-formats' for validation,
// as index.json's boundary rule "format" documents. Compilation uses plain
// ajv-formats.
import fs from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const [dir, manifestFile] = process.argv.slice(2);
if (!dir || !manifestFile) {
  console.error("usage: node check.mjs <schemas-dir> <manifest.json>");
  process.exit(2);
}
const index = JSON.parse(fs.readFileSync(path.join(dir, "index.json"), "utf8"));
// The files index.json lists, subfolders (commons/…) included.
const files = index.schemas.map((e) => e.file).sort();
let failures = 0;
const fail = (msg) => { failures++; console.log("FAIL " + msg); };

// 1. Compile every file in default strict mode with ajv-formats.
let compiled = 0;
for (const f of files) {
  const ajv = new Ajv2020();
  addFormats(ajv);
  try {
    ajv.compile(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
    compiled++;
  } catch (e) {
    fail(`${f}: does not compile in Ajv2020 strict mode: ${e.message}`);
  }
}
console.log(`ajv ${JSON.parse(fs.readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), "node_modules/ajv/package.json"))).version}: ${compiled} of ${files.length} schema files compile (Ajv2020, strict, ajv-formats)`);

// 2. Validate the vectors with the protocol's format rules.
const dateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|([+-])(\d{2}):(\d{2}))$/;
function protocolDateTime(s) {
  const m = dateTime.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1, 7).map(Number);
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (mo < 1 || mo > 12 || d < 1 || d > days[mo - 1] || h > 23 || mi > 59 || se > 59) return false;
  if (m[9] && (Number(m[10]) > 23 || Number(m[11]) > 59)) return false;
  return true;
}
const protocolFormats = {
  "date-time": protocolDateTime,
  uri: (s) => /^https?:\/\/[^\n\r\u2028\u2029]/.test(s),
  uuid: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
};
const ajv = new Ajv2020({ allErrors: false });
addFormats(ajv);
for (const [name, f] of Object.entries(protocolFormats)) ajv.addFormat(name, f);
const validators = {};
for (const f of files) {
  const s = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
  try { validators[f.replace(/\.schema\.json$/, "")] = ajv.compile(s); } catch { /* reported above */ }
}
const documented = {};
for (const e of index.schemas) documented[e.name] = new Set((e.cross_field_rules || []).map((r) => r.id));
const boundary = new Set((index.boundary_rules || []).map((r) => r.id));

const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const counts = { ours: 0, upstream: 0 };
let beyond = 0;
for (const c of manifest.cases) {
  const v = validators[c.schema];
  if (!v) { fail(`${c.id}: no compiled schema ${c.schema}`); continue; }
  const got = v(JSON.parse(c.text));
  counts[c.source]++;
  if (got !== c.expect) {
    fail(`${c.id} (${c.source}): ajv says ${got ? "valid" : "invalid"}, the vector expects ${c.expect ? "valid" : "invalid"} for the schema file${got ? "" : ": " + ajv.errorsText(v.errors)}`);
    continue;
  }
  if (got && !c.go_valid) {
    beyond++;
    const undocumented = (c.rules || []).filter((r) => !documented[c.schema]?.has(r) && !boundary.has(r));
    if (undocumented.length) fail(`${c.id}: the schema accepts a document the library rejects for rules not listed in index.json: ${undocumented.join(", ")}`);
  }
}
console.log(`ajv: validated ${counts.ours} of our document vectors and ${counts.upstream} of upstream's (upstream: ${manifest.upstream}); ${beyond} rejected only by documented rules beyond the schema`);
if (failures) { console.log(`${failures} failure(s)`); process.exit(1); }
