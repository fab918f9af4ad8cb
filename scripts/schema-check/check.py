#!/usr/bin/env python3
"""Checks every schema file index.json lists (subfolders included) with
python-jsonschema and validates the document vectors of the manifest (written by
`go run ./scripts/schema-check/manifest`) against them.

    python3 scripts/schema-check/check.py <schemas-dir> <manifest.json>

Each file must pass Draft202012Validator.check_schema and compile (every $ref
resolves). Each vector must get its expected schema verdict; a document the
schema accepts but the library rejects is allowed only when every rule the
library reports is listed in index.json (the schema's cross_field_rules or the
boundary_rules). The protocol's date-time, uri and uuid rules are registered
as format checkers (index.json's boundary rule "format").

JSON Schema patterns are ECMA-262 regular expressions; Python's re differs in
two ways the files hit: "$" also matches before a final newline, and "\d"
matches every Unicode digit. The "pattern" keyword is therefore evaluated with
the pattern translated to the ECMA-262 meaning ("$" outside a class becomes
"\Z", and the ASCII flag makes \d, \w and \b ASCII as in ECMA-262). Exit 1 on any
failure. python-jsonschema comes from the Debian package python3-jsonschema
(apt-get install python3-jsonschema) or any Python with jsonschema >= 4.
"""
import json
import os
import re
import sys

try:
    import jsonschema
    from jsonschema import Draft202012Validator, FormatChecker
except ImportError:
    print("python-jsonschema is not installed: apt-get install python3-jsonschema", file=sys.stderr)
    sys.exit(1)

DATE_TIME = re.compile(r"^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|([+-])(\d{2}):(\d{2}))\Z", re.ASCII)
URI = re.compile("^https?://[^\n\r\u2028\u2029]")
UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")


def date_time(s):
    if not isinstance(s, str):
        return True
    m = DATE_TIME.match(s)
    if not m:
        return False
    y, mo, d, h, mi, se = (int(x) for x in m.groups()[:6])
    leap = (y % 4 == 0 and y % 100 != 0) or y % 400 == 0
    days = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if not (1 <= mo <= 12 and 1 <= d <= days[mo - 1] and h <= 23 and mi <= 59 and se <= 59):
        return False
    return not (m.group(9) and (int(m.group(10)) > 23 or int(m.group(11)) > 59))


def ecma(pattern):
    """Translates an ECMA-262 pattern for Python's re: "$" outside a class
    matches only at the very end."""
    out, i, cls = [], 0, False
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            out.append(pattern[i:i + 2])
            i += 2
            continue
        if ch == "[":
            cls = True
        elif ch == "]":
            cls = False
        elif ch == "$" and not cls:
            ch = r"\Z"
        out.append(ch)
        i += 1
    return re.compile("".join(out), re.ASCII)


_patterns = {}


def pattern(validator, patrn, instance, schema):
    if not validator.is_type(instance, "string"):
        return
    rx = _patterns.get(patrn)
    if rx is None:
        rx = _patterns[patrn] = ecma(patrn)
    if not rx.search(instance):
        yield jsonschema.ValidationError(f"{instance!r} does not match {patrn!r}")


ECMAValidator = jsonschema.validators.extend(Draft202012Validator, {"pattern": pattern})


def formats():
    fc = FormatChecker(formats=())
    fc.checks("date-time")(date_time)
    fc.checks("uri")(lambda s: not isinstance(s, str) or bool(URI.match(s)))
    fc.checks("uuid")(lambda s: not isinstance(s, str) or bool(UUID.match(s)))
    return fc


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    sdir, manifest_file = sys.argv[1:]
    failures = []
    with open(os.path.join(sdir, "index.json"), encoding="utf-8") as fh:
        index = json.load(fh)
    # The files index.json lists, subfolders (commons/…) included.
    files = sorted(e["file"] for e in index["schemas"])
    validators = {}
    fc = formats()
    for f in files:
        with open(os.path.join(sdir, f), encoding="utf-8") as fh:
            schema = json.load(fh)
        try:
            Draft202012Validator.check_schema(schema)
            v = ECMAValidator(schema, format_checker=fc)
            v.is_valid({})  # resolves the root; every $ref is resolved below on use
            validators[f[: -len(".schema.json")]] = v
        except Exception as e:  # SchemaError, unresolvable $ref
            failures.append(f"{f}: {type(e).__name__}: {e}")
    print(f"python-jsonschema {jsonschema_version()}: {len(validators)} of {len(files)} schema files pass check_schema (Draft 2020-12)")

    documented = {e["name"]: {r["id"] for r in e.get("cross_field_rules", [])} for e in index["schemas"]}
    boundary = {r["id"] for r in index.get("boundary_rules", [])}
    with open(manifest_file, encoding="utf-8") as fh:
        manifest = json.load(fh)
    counts = {"ours": 0, "upstream": 0}
    beyond = 0
    for c in manifest["cases"]:
        v = validators.get(c["schema"])
        if v is None:
            failures.append(f"{c['id']}: no schema {c['schema']}")
            continue
        counts[c["source"]] += 1
        try:
            got = v.is_valid(json.loads(c["text"]))
        except Exception as e:
            failures.append(f"{c['id']}: validation error {type(e).__name__}: {e}")
            continue
        if got != c["expect"]:
            why = "" if got else ": " + "; ".join(e.message for e in v.iter_errors(json.loads(c["text"])))[:300]
            failures.append(f"{c['id']} ({c['source']}): python-jsonschema says {'valid' if got else 'invalid'}, "
                            f"the vector expects {'valid' if c['expect'] else 'invalid'} for the schema file{why}")
            continue
        if got and not c["go_valid"]:
            beyond += 1
            undocumented = [r for r in c.get("rules", []) if r not in documented.get(c["schema"], ()) and r not in boundary]
            if undocumented:
                failures.append(f"{c['id']}: the schema accepts a document the library rejects for rules not listed "
                                f"in index.json: {', '.join(undocumented)}")
    print(f"python-jsonschema: validated {counts['ours']} of our document vectors and {counts['upstream']} of upstream's "
          f"(upstream: {manifest['upstream']}); {beyond} rejected only by documented rules beyond the schema")
    for f in failures:
        print("FAIL " + f)
    if failures:
        print(f"{len(failures)} failure(s)")
        return 1
    return 0


def jsonschema_version():
    try:
        from importlib.metadata import version
        return version("jsonschema")
    except Exception:
        return "?"


if __name__ == "__main__":
    sys.exit(main())
