#!/usr/bin/env python3
"""Checks Scenarios/scenario.schema.json, the JSON Schema (draft 2020-12) for scenario files.

Always (standard library only):
  * the schema is JSON, declares draft 2020-12, and every local "$ref" resolves;
  * it names every top-level key, view kind and event kind of the contract (SCENARIO-FORMAT.md).
Optional (needs `jsonschema` and `pyyaml`; skipped with a message when they are missing):
  (a) the schema is a valid draft 2020-12 schema;
  (b) the contract's example scenario (copied into a temporary YAML file), the samples below and
      every shipped Scenarios/**/*.yaml validate;
  (c) the broken samples below fail.

And Scenarios/report.schema.json, the JSON Schema of `layoutsim run --format json`: every local
"$ref" resolves; with `jsonschema`, it is a valid schema; with `--layoutsim BINARY`, (d) the reports of
every shipped scenario and of a sample that fades, hides and animates views validate, and (e) that
sample's report with a frame's `alpha` out of 0...1 or `hidden: false` does not.

Usage: tools/check_schema.py [--contract PATH/TO/SCENARIO-FORMAT.md] [--require-validator]
                             [--layoutsim .build/debug/layoutsim]
Exit status: 0 when every check that ran passed, 1 otherwise.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = os.path.join(ROOT, "Scenarios", "scenario.schema.json")
REPORT_SCHEMA = os.path.join(ROOT, "Scenarios", "report.schema.json")

# A scenario whose report carries every optional part of a step (alpha, hidden, animation ticks, a
# keyboard frame, a content size).
REPORT_SAMPLE = os.path.join(ROOT, "Tests", "ReportTests", "Fixtures", "report-sample.yaml")
DRAFT = "https://json-schema.org/draft/2020-12/schema"

# What the contract names; the schema must cover all of it (Tests/ScenarioFormatTests/ScenarioSchemaTests.swift
# keeps the same lists).
TOP_LEVEL = ["name", "device", "orientation", "locale", "contentSize", "strings", "controller", "events",
             "expect", "matrix"]
VIEW_KINDS = ["view", "label", "button", "image", "textField", "textView", "switch", "slider", "stack",
              "scroll", "guide"]
EVENT_KINDS = ["load", "rotate", "resize", "keyboard", "set", "activate", "deactivate", "add", "remove",
               "locale", "contentSize", "animate", "layout"]
# Events this repository adds to the contract (Scenarios/README.md, "Extensions to the contract").
EXTENSION_EVENTS = ["present", "dismiss", "legibilityWeight"]
# View kinds this repository adds (Scenarios/README.md, "Extensions to the contract").
EXTENSION_VIEW_KINDS = ["table", "collection", "segmentedControl"]

VALID_SAMPLES = {
    "custom device, every event form": """
name: Every event
device: {name: kiosk, size: [800, 1280], scale: 2, idiom: pad,
         safeArea: {portrait: [24, 0, 20, 0], landscape: [24, 0, 20, 0]},
         keyboard: {portrait: 320, landscape: 400}}
orientation: landscapeRight
locale: ar-XB
contentSize: accessibilityExtraExtraExtraLarge
controller:
  name: KioskViewController
  embed: [tab, navigation]
  view:
    layoutMargins: {top: 8, left: 20, bottom: 8, right: 20}
    subviews:
      - view: header
        hugging: [251, low]
        compressionResistance: [999.5, required]
        intrinsicSize: [none, 44]
        semanticContent: forceRightToLeft
      - image: logo
        size: [40, 40]
      - scroll: scroller
        content:
          - textView: notes
            text: "@@literal"
            scrollEnabled: false
      - view: legacy
        frame: {x: 0, y: 0, width: 100, height: 50}
        autoresizing: [flexibleWidth, flexibleBottomMargin]
      - stack: row
        axis: horizontal
        alignment: firstBaseline
        distribution: equalCentering
        spacing: system
        customSpacing: {toggle: 20, slide: system}
        layoutMarginsRelative: true
        arranged:
          - switch: toggle
          - slider: slide
          - button: ok
            title: OK
            font: {size: 17, weight: semibold}
            contentInsets: [4, 8, 4, 8]
          - header
      - guide: spacer
  constraints:
    - header.top == safeArea.top
    - header.width == view.width * 0.5 + 10 @ fittingSize
    - {visual: "H:|-[logo]-8-[row(>=50@750)]-|", options: [alignAllCenterY], metrics: {pad: 12}}
    - {id: rowTop, is: "row.top == header.bottom + 8", active: false}
    - "V:|[scroller]|"
  traits:
    - when: {horizontal: compact}
      constraints: [logo.width == 40]
    - when: {horizontal: regular, vertical: regular}
      constraints: []
      set: {row.axis: vertical, header.hidden: true}
  keyboard:
    followsUndocked: true
    usesBottomSafeArea: false
    tracking:
      - {id: KB-awayFromTop, awayFrom: top, is: "row.bottom == keyboard.top"}
      - {id: KB-nearTop, nearEdge: top, is: "row.bottom == safeArea.bottom"}
events:
  - {load: null, as: start}
  - layout
  - {layout: null}
  - rotate: portrait
  - resize: [507, 1024]
  - keyboard: undock
  - {keyboard: show, height: 300}
  - {keyboard: float, frame: [10, 10, 320, 260], as: floating}
  - set: {header.intrinsicSize: [none, 60], rowTop.priority: high}
  - activate: [rowTop]
  - deactivate: [rowTop]
  - add: {to: row, at: 1, view: {label: caption, text: Hi, lines: 0, preferredMaxLayoutWidth: 200}}
  - remove: caption
  - locale: de
  - contentSize: extraSmall
  - {animate: {rowTop.constant: -40}, duration: 0.25, curve: spring, frames: 10}
expect:
  - at: start
    window: {header: [0, 0, 400, 44]}
    log: [viewDidLoad]
  - at: 3
    frames: {header: {x: 0, width: 400}}
    tolerance: 1
  - at: end
    no: [overlap, outOfBounds]
matrix:
  devices: [retina6_1, {base: retina6_1, safeArea: {portrait: [44, 0, 34, 0]}}]
  orientations: [portrait, landscapeLeft]
  locales: [en, he, en-XA]
  contentSizes: [large, accessibilityMedium]
""",
}

BROKEN_SAMPLES = {
    "missing controller": "device: iphone-15-pro\n",
    "unknown top-level key": "device: x\ncontroler: {view: {}}\n",
    "bad orientation": "device: x\norientation: sideways\ncontroller: {view: {}}\n",
    "bad contentSize": "device: x\ncontentSize: huge\ncontroller: {view: {}}\n",
    "unknown view kind": "device: x\ncontroller: {view: {subviews: [{picker: p}]}}\n",
    "view with two kinds": "device: x\ncontroller: {view: {subviews: [{label: a, button: b}]}}\n",
    "typo in a view property": "device: x\ncontroller: {view: {subviews: [{label: a, txt: hi}]}}\n",
    "property of another kind": "device: x\ncontroller: {view: {subviews: [{label: a, placeholder: hi}]}}\n",
    "bad stack axis": "device: x\ncontroller: {view: {subviews: [{stack: s, axis: diagonal}]}}\n",
    "bad stack spacing": "device: x\ncontroller: {view: {subviews: [{stack: s, spacing: wide}]}}\n",
    "priority out of range": "device: x\ncontroller: {view: {subviews: [{view: v, hugging: [1001, 250]}]}}\n",
    "named constraint without is": "device: x\ncontroller: {view: {}, constraints: [{id: c}]}\n",
    "constraint without relation": "device: x\ncontroller: {view: {}, constraints: [a.top b.top]}\n",
    "bad embed": "device: x\ncontroller: {view: {}, embed: split}\n",
    "unknown event": "device: x\ncontroller: {view: {}}\nevents: [explode]\n",
    "event with two kinds": "device: x\ncontroller: {view: {}}\nevents: [{rotate: portrait, keyboard: show}]\n",
    "bad keyboard event": "device: x\ncontroller: {view: {}}\nevents: [keyboard: open]\n",
    "bad animation curve": "device: x\ncontroller: {view: {}}\nevents: [{animate: {a.constant: 1}, curve: bouncy}]\n",
    "set key without property": "device: x\ncontroller: {view: {}}\nevents: [set: {title: hi}]\n",
    "bad expectation no": "device: x\ncontroller: {view: {}}\nexpect: [{at: end, no: [warnings]}]\n",
    "frame with three numbers": "device: x\ncontroller: {view: {}}\nexpect: [{at: end, frames: {a: [1, 2, 3]}}]\n",
    "custom device without size or base": "device: {name: kiosk}\ncontroller: {view: {}}\n",
    "bad idiom": "device: {base: retina6_1, idiom: watch}\ncontroller: {view: {}}\n",
    "bad size class": "device: x\ncontroller: {view: {}, traits: [{when: {horizontal: wide}}]}\n",
    "tracking without edge": "device: x\ncontroller: {view: {}, keyboard: {tracking: [{is: a.top == b.top}]}}\n",
}


def fail(message):
    print("FAIL: " + message)
    return 1


def refs(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref":
                yield value
            else:
                yield from refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from refs(item)


def resolve(schema, ref):
    node = schema
    for part in ref[2:].split("/"):
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


def branches(schema, name):
    return [resolve(schema, b["$ref"]) if "$ref" in b else b for b in schema["$defs"][name]["oneOf"]]


def structural_checks(schema):
    errors = 0
    if schema.get("$schema") != DRAFT:
        errors += fail("$schema is not " + DRAFT)
    for ref in refs(schema):
        try:
            if not ref.startswith("#/"):
                raise KeyError(ref)
            resolve(schema, ref)
        except (KeyError, TypeError):
            errors += fail("unresolved $ref " + ref)
    missing = [k for k in TOP_LEVEL if k not in schema.get("properties", {})]
    if missing:
        errors += fail("top-level keys missing: %s" % missing)
    kinds = [b["required"][0] for b in branches(schema, "view")]
    if sorted(kinds) != sorted(VIEW_KINDS + EXTENSION_VIEW_KINDS):
        errors += fail("view kinds %s != contract %s" % (kinds, VIEW_KINDS + EXTENSION_VIEW_KINDS))
    events = set()
    for b in branches(schema, "event"):
        events.update(b.get("enum", []))
        events.update(b.get("required", [])[:1])
    if events != set(EVENT_KINDS + EXTENSION_EVENTS):
        errors += fail("event kinds %s != contract and extensions %s"
                       % (sorted(events), sorted(EVENT_KINDS + EXTENSION_EVENTS)))
    if not errors:
        print("ok: schema is JSON, draft 2020-12, refs resolve, covers %d top-level keys, %d view kinds, "
              "%d event kinds" % (len(TOP_LEVEL), len(VIEW_KINDS), len(EVENT_KINDS)))
    return errors


def yaml_loader(yaml):
    """A loader with YAML 1.2 booleans (only true/false), as the YAML language server reads files:
    PyYAML's YAML 1.1 would read the expectation key `no:` as the boolean false."""

    class Loader(yaml.SafeLoader):
        pass

    Loader.yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    bool12 = re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")
    for first in "tTfF":
        Loader.add_implicit_resolver("tag:yaml.org,2002:bool", bool12, [first])
    return Loader


def contract_example(path):
    text = open(path, encoding="utf-8").read()
    section = text.split("## Example", 1)[-1]
    match = re.search(r"```yaml\n(.*?)```", section, re.S)
    return match.group(1) if match else None


def find_contract(explicit):
    candidates = [explicit, os.environ.get("LAYOUTSIM_CONTRACT"),
                  os.path.join(ROOT, "..", "shared", "SCENARIO-FORMAT.md"),
                  os.path.join(ROOT, "SCENARIO-FORMAT.md")]
    for candidate in candidates:
        if candidate and os.path.isfile(candidate):
            return candidate
    return None


def validation_checks(schema, args):
    try:
        import jsonschema
    except ImportError:
        print("SKIP: validation (a)-(c) needs the `jsonschema` package (pip install jsonschema pyyaml)")
        return 0 if not args.require_validator else 1
    errors = 0
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
        print("ok: (a) valid draft 2020-12 schema")
    except jsonschema.exceptions.SchemaError as error:
        return fail("(a) invalid schema: %s" % error.message)
    try:
        import yaml
    except ImportError:
        print("SKIP: validating scenarios (b), (c) needs the `pyyaml` package (pip install pyyaml)")
        return errors if not args.require_validator else 1
    validator = jsonschema.Draft202012Validator(schema)
    loader = yaml_loader(yaml)

    def problems(text):
        return sorted(validator.iter_errors(yaml.load(text, Loader=loader)), key=lambda e: list(e.path))

    valid = dict(VALID_SAMPLES)
    contract = find_contract(args.contract)
    if contract:
        example = contract_example(contract)
        if example is None:
            errors += fail("(b) no ```yaml block under '## Example' in " + contract)
        else:
            with tempfile.NamedTemporaryFile("w", suffix=".yaml", prefix="contract-example-", dir="/tmp"
                                             if os.path.isdir("/tmp") else None, delete=False) as handle:
                handle.write(example)
            print("    contract example copied to " + handle.name)
            valid["contract example (%s)" % contract] = open(handle.name, encoding="utf-8").read()
            os.unlink(handle.name)
    else:
        print("SKIP: contract example: SCENARIO-FORMAT.md not found (pass --contract PATH)")
    for directory, _, files in os.walk(os.path.join(ROOT, "Scenarios")):
        for file in sorted(files):
            if file.endswith((".yaml", ".yml")):
                path = os.path.join(directory, file)
                valid[os.path.relpath(path, ROOT)] = open(path, encoding="utf-8").read()
    for name, text in valid.items():
        found = problems(text)
        if found:
            errors += fail("(b) %s should validate:" % name)
            for error in found[:10]:
                print("      at /%s: %s" % ("/".join(map(str, error.path)), error.message[:300]))
        else:
            print("ok: (b) validates: " + name)
    for name, text in BROKEN_SAMPLES.items():
        if problems(text):
            print("ok: (c) rejected: " + name)
        else:
            errors += fail("(c) should be rejected: " + name)
    return errors


def run_report(binary, path):
    """The JSON report `binary run path --format json` prints, parsed; None (after a FAIL line) when
    it exits with anything but 0 or 1 or prints something that is not JSON."""
    result = subprocess.run([binary, "run", path, "--format", "json"], capture_output=True, text=True,
                            timeout=300)
    if result.returncode not in (0, 1):
        fail("(d) %s exited %d: %s" % (path, result.returncode, result.stderr.strip()[:300]))
        return None
    try:
        return json.loads(result.stdout)
    except ValueError as error:
        fail("(d) %s printed no JSON: %s" % (path, error))
        return None


def report_checks(args):
    try:
        schema = json.load(open(REPORT_SCHEMA, encoding="utf-8"))
    except (OSError, ValueError) as error:
        return fail("cannot read %s: %s" % (REPORT_SCHEMA, error))
    errors = 0
    for ref in refs(schema):
        try:
            resolve(schema, ref)
        except (KeyError, TypeError):
            errors += fail("report schema: $ref %s does not resolve" % ref)
    try:
        import jsonschema
    except ImportError:
        print("SKIP: report schema validation needs the `jsonschema` package")
        return errors + (1 if args.require_validator else 0)
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
        print("ok: the report schema is a valid draft 2020-12 schema")
    except jsonschema.exceptions.SchemaError as error:
        return errors + fail("invalid report schema: %s" % error.message)
    if not args.layoutsim:
        print("SKIP: (d), (e) validating reports needs --layoutsim BINARY")
        return errors
    validator = jsonschema.Draft202012Validator(schema)
    paths = []
    for directory, _, files in os.walk(os.path.join(ROOT, "Scenarios")):
        paths += [os.path.join(directory, f) for f in sorted(files) if f.endswith((".yaml", ".yml"))]
    reports = {os.path.relpath(p, ROOT): run_report(args.layoutsim, p) for p in sorted(paths)}
    reports["the report sample"] = run_report(args.layoutsim, REPORT_SAMPLE)
    for name, report in reports.items():
        if report is None:
            errors += 1
            continue
        found = list(validator.iter_errors(report))
        if found:
            errors += fail("(d) the report of %s should validate:" % name)
            for error in found[:10]:
                print("      at /%s: %s" % ("/".join(map(str, error.path)), error.message[:300]))
        else:
            print("ok: (d) report validates: " + name)
    sample_report = reports["the report sample"]
    if sample_report is not None:
        first = sample_report["steps"][0]["frames"]
        if first.get("box", {}).get("alpha") != 0.5 or first.get("gone", {}).get("hidden") is not True:
            errors += fail("(d) the sample's report lacks box's alpha 0.5 or gone's hidden: %s" % first)
        for key, value in [("alpha", 2), ("hidden", False)]:
            broken = json.loads(json.dumps(sample_report))
            broken["steps"][0]["frames"]["box"][key] = value
            if validator.is_valid(broken):
                errors += fail("(e) a frame with %s %s should be rejected" % (key, json.dumps(value)))
            else:
                print("ok: (e) rejected: a frame with %s %s" % (key, json.dumps(value)))
    return errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contract", help="path to SCENARIO-FORMAT.md (default: ../shared/ next to the repo)")
    parser.add_argument("--require-validator", action="store_true",
                        help="fail instead of skipping when jsonschema/pyyaml are missing")
    parser.add_argument("--layoutsim", help="a built layoutsim, to validate its JSON reports (d), (e)")
    args = parser.parse_args()
    try:
        schema = json.load(open(SCHEMA, encoding="utf-8"))
    except (OSError, ValueError) as error:
        return fail("cannot read %s: %s" % (SCHEMA, error))
    errors = structural_checks(schema) + validation_checks(schema, args) + report_checks(args)
    print("schema check: %s" % ("FAILED (%d)" % errors if errors else "passed"))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
