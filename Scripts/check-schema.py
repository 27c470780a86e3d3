#!/usr/bin/env python3
"""Check the JSON Schema of the navgen graph format against the example graphs.

1. The schema is a valid draft 2020-12 schema.
2. Every graphs/*.nav.yaml (and *.nav.yml) validates against it.
3. Schemas/keys.json lists exactly the `properties` of each closed mapping of
   the schema, in order (a Swift test compares the same file with the
   decoder's key tables, so the three cannot drift apart).
4. A few deliberately bad graphs are rejected, and a few unusual but valid
   ones (forms the decoder accepts) are accepted.

Usage: Scripts/check-schema.py   (from anywhere; paths are relative to the repo)
Needs: jsonschema, PyYAML. The last line is `N passed, M failed`; the exit
status is 1 when anything failed.

YAML is read with PyYAML's libyaml loader when available (navgen parses with
libyaml too). PyYAML resolves YAML 1.1 scalars (`yes`, `on` become booleans);
navgen does not, so the graphs never use such words unquoted.
"""

import json
import sys
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = ROOT / "Schemas" / "navgraph-v1.schema.json"
KEYS_PATH = ROOT / "Schemas" / "keys.json"
Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

# keys.json entry -> JSON pointer of the schema object that defines that mapping.
KEY_TABLES = {
    "top": "",
    "part": "/$defs/part",
    "feature": "/$defs/feature",
    "exit": "/$defs/exit",
    "binding": "/$defs/binding",
    "urls": "/$defs/urls",
    "screen": "/$defs/screen",
    "param": "/$defs/param",
    "link": "/$defs/link",
    "urlPattern": "/$defs/urlPattern",
    "flow": "/$defs/flow",
    "stack": "/$defs/stack",
    "tab": "/$defs/tab",
    "branch": "/$defs/branch",
}

# Small graphs the schema must reject: (what is wrong, YAML text).
BAD_GRAPHS = [
    ("restoration that is not a boolean", """
navgen: 1
name: Bad
root: Home
restoration: later
screens:
  Home: {}
"""),
    ("unknown top-level key", """
navgen: 1
name: Bad
root: Home
screen: {}
"""),
    ("unknown key in a screen", """
navgen: 1
name: Bad
root: Home
screens:
  Home:
    parameters: { id: Int }
"""),
    ("two styles in one link", """
navgen: 1
name: Bad
root: Home
screens:
  Home:
    links:
      openDetail: { push: Detail, sheet: Detail }
  Detail: {}
"""),
    ("a link with only args", """
navgen: 1
name: Bad
root: Home
screens:
  Home:
    links:
      openDetail: { args: { id: 1 } }
"""),
    ("navgen: 2", """
navgen: 2
name: Bad
root: Home
screens:
  Home: {}
"""),
    ("navgen quoted (a quoted scalar is a string)", """
navgen: "1"
name: Bad
root: Home
"""),
    ("missing root", """
navgen: 1
name: Bad
screens:
  Home: {}
"""),
    ("lowerCamel screen name", """
navgen: 1
name: Bad
root: home
screens:
  home: {}
"""),
    ("UpperCamel parameter name", """
navgen: 1
name: Bad
root: Home
screens:
  Home:
    params:
      RecipeID: UUID
"""),
    ("unknown back style", """
navgen: 1
name: Bad
root: Home
screens:
  Home:
    links:
      back: popTo
"""),
    ("flow with both stack and tabs", """
navgen: 1
name: Bad
root: Home
flows:
  Home:
    stack: { root: List }
    tabs:
      - { screen: List }
screens:
  List: {}
"""),
    ("tab with both flow and screen", """
navgen: 1
name: Bad
root: Home
flows:
  Home:
    tabs:
      - { flow: Main, screen: List }
"""),
    ("stack without root", """
navgen: 1
name: Bad
root: Home
flows:
  Home:
    stack: { args: { id: 1 } }
"""),
    ("url without leading slash", """
navgen: 1
name: Bad
root: Home
screens:
  Home:
    url: home
"""),
    ("default of the wrong type", """
navgen: 1
name: Bad
root: Home
screens:
  Home:
    params:
      page: { type: Int, default: first }
"""),
    ("quoted number as an Int default", """
navgen: 1
name: Bad
root: Home
screens:
  Home:
    params:
      page: { type: Int, default: "1" }
"""),
    ("unknown key in urls", """
navgen: 1
name: Bad
root: Home
urls:
  scheme: [bad]
"""),
    ("an enum text that starts with a digit", """
navgen: 1
name: Bad
root: Home
screens:
  Home:
    params:
      kind: { enum: [totp, 2fa], default: totp }
"""),
    ("a parameter with both a type and an enum", """
navgen: 1
name: Bad
root: Home
screens:
  Home:
    params:
      kind: { type: String, enum: [totp], default: totp }
"""),
]

# Parts (1.1 G), checked against $defs/part (what Schemas/navpart-v1.schema.json
# refers to): (what, YAML text, whether the schema accepts it).
PARTS = [
    ("a part with screens, flows and an include", """
navgen: 1
include: [more.nav.yaml]
screens:
  Cart: { url: /cart }
flows:
  CartStack: { stack: { root: Cart } }
""", True),
    ("a part with a root", """
navgen: 1
root: Cart
screens:
  Cart: {}
""", False),
    ("a part without navgen", """
screens:
  Cart: {}
""", False),
]

# Small graphs the decoder accepts that the schema must accept too.
GOOD_GRAPHS = [
    ("restoration turned off", """
navgen: 1
name: Tiny
restoration: false
root: Licenses
screens:
  Licenses:
"""),
    ("a screen with nothing after its name (a null body)", """
navgen: 1
name: Tiny
root: Licenses
screens:
  Licenses:
"""),
    ("null urls, screens' params and links, and flows (empty, as the decoder reads them)", """
navgen: 1
name: Tiny
root: Licenses
urls:
screens:
  Licenses:
    params:
    links:
flows:
"""),
    ("enum and list parameters and a pattern's fixed args (1.1 F.6 to F.8)", """
navgen: 1
name: Tiny
root: Widget
screens:
  Widget:
    params:
      kind: { enum: [small, two-factor], default: small }
      tags: "[String]"
      compact: { type: Bool, default: false }
    url:
      - { pattern: "/widget/{kind}?tag={tags}", args: { compact: true } }
"""),
]


class Checker:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
            print(f"PASS  {what}")
        else:
            self.failed += 1
            print(f"FAIL  {what}")
            for line in detail.splitlines():
                print(f"      {line}")


def resolve_pointer(document, pointer):
    node = document
    for part in [p for p in pointer.split("/") if p]:
        node = node[part.replace("~1", "/").replace("~0", "~")]
    return node


def describe(errors):
    return "\n".join(
        f"{'/'.join(str(p) for p in e.absolute_path) or '(top)'}: {e.message}" for e in errors
    )


# Feature modules (issue 40): feature graphs and app graphs that import them,
# checked against the whole schema (an app graph) and $defs/feature.
FEATURE_GRAPHS = [
    ("an app graph importing features, with bind", """
navgen: 1
name: Mastodon
root: Main
features: [Timeline, Account]
flows:
  Main:
    tabs:
      - { flow: Timeline.HomeStack }
      - { flow: Account.ProfileStack }
bind:
  Account.ShowStatus: { push: Timeline.StatusDetail }
  Timeline.ShowAccount: { sheet: Account.Profile, args: { compact: true } }
""", True),
    ("a feature graph with exits and an exit link", """
navgen: 1
feature: Account
exits:
  ShowStatus: { params: { statusID: String } }
  Logout:
screens:
  Profile: { links: { openStatus: { exit: ShowStatus } } }
flows:
  ProfileStack: { stack: { root: Profile } }
""", True),
    ("a feature graph with a name", """
navgen: 1
feature: Account
name: Account
""", False),
    ("a feature graph with urls", """
navgen: 1
feature: Account
urls: { schemes: [mastodon] }
""", False),
    ("an app graph with exits", """
navgen: 1
name: App
root: Home
exits: { Back: {} }
""", False),
    ("a binding with two styles", """
navgen: 1
name: App
root: Home
bind:
  Account.ShowStatus: { push: Status, sheet: Status }
""", False),
    ("a binding key without its feature", """
navgen: 1
name: App
root: Home
bind:
  ShowStatus: { push: Status }
""", False),
]


def main():
    checker = Checker()
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))

    try:
        Draft202012Validator.check_schema(schema)
        checker.check(True, "schema is a valid draft 2020-12 schema")
    except Exception as error:  # SchemaError: nothing else can be checked
        checker.check(False, "schema is a valid draft 2020-12 schema", str(error))
        print(f"{checker.passed} passed, {checker.failed} failed")
        return 1
    validator = Draft202012Validator(schema)

    graphs = sorted((ROOT / "graphs").glob("*.nav.yaml")) + sorted((ROOT / "graphs").glob("*.nav.yml"))
    checker.check(bool(graphs), "graphs/ holds example graphs")
    for path in graphs:
        name = path.relative_to(ROOT)
        text = path.read_text(encoding="utf-8")
        checker.check(
            text.startswith("# yaml-language-server: $schema=../Schemas/navgraph-v1.schema.json\n"),
            f"{name}: first line points editors at the schema",
        )
        try:
            document = yaml.load(text, Loader=Loader)
        except yaml.YAMLError as error:
            checker.check(False, f"{name}: parses", str(error))
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        checker.check(not errors, f"{name}: valid against the schema", describe(errors))

    keys = json.loads(KEYS_PATH.read_text(encoding="utf-8"))
    checker.check(
        sorted(keys) == sorted(KEY_TABLES),
        "keys.json has exactly the expected tables",
        f"has {sorted(keys)}, expected {sorted(KEY_TABLES)}",
    )
    for table, pointer in KEY_TABLES.items():
        node = resolve_pointer(schema, pointer)
        expected = list(node.get("properties", {}))
        actual = keys.get(table)
        checker.check(actual == expected, f"keys.json '{table}' matches the schema's properties",
                      f"keys.json: {actual}\nschema {pointer or '/'}: {expected}")
        checker.check(node.get("additionalProperties") is False,
                      f"schema mapping '{table}' is closed (additionalProperties: false)")

    for what, text in BAD_GRAPHS:
        document = yaml.load(text, Loader=Loader)
        checker.check(not validator.is_valid(document), f"rejects a bad graph: {what}")

    for what, text in GOOD_GRAPHS:
        document = yaml.load(text, Loader=Loader)
        errors = list(validator.iter_errors(document))
        checker.check(not errors, f"accepts a valid graph: {what}", describe(errors))

    part_file = json.loads((ROOT / "Schemas" / "navpart-v1.schema.json").read_text(encoding="utf-8"))
    checker.check(part_file.get("$ref") == "navgraph-v1.schema.json#/$defs/part",
                  "navpart-v1.schema.json refers to the graph schema's $defs/part")
    # The graph schema's definitions, with $defs/part as the document's schema.
    part_validator = Draft202012Validator({"$defs": schema["$defs"], "properties": schema["properties"], "$ref": "#/$defs/part"})
    for what, text, valid in PARTS:
        document = yaml.load(text, Loader=Loader)
        errors = list(part_validator.iter_errors(document))
        checker.check(not errors if valid else bool(errors), f"{'accepts' if valid else 'rejects'} {what}", describe(errors))

    feature_file = json.loads((ROOT / "Schemas" / "navfeature-v1.schema.json").read_text(encoding="utf-8"))
    checker.check(feature_file.get("$ref") == "navgraph-v1.schema.json#/$defs/feature",
                  "navfeature-v1.schema.json refers to the graph schema's $defs/feature")
    # graphs/modules: an app graph against the schema, its feature graphs against $defs/feature.
    feature_validator = Draft202012Validator({"$defs": schema["$defs"], "properties": schema["properties"], "$ref": "#/$defs/feature"})
    for path in sorted((ROOT / "graphs" / "modules").glob("*.nav.yaml")):
        name = path.relative_to(ROOT)
        document = yaml.load(path.read_text(encoding="utf-8"), Loader=Loader)
        is_feature = isinstance(document, dict) and "feature" in document
        errors = list((feature_validator if is_feature else validator).iter_errors(document))
        checker.check(not errors, f"{name}: valid against the schema{' ($defs/feature)' if is_feature else ''}", describe(errors))
    for what, text, valid in FEATURE_GRAPHS:
        document = yaml.load(text, Loader=Loader)
        errors = list(validator.iter_errors(document))
        checker.check(not errors if valid else bool(errors), f"{'accepts' if valid else 'rejects'} {what}", describe(errors))

    print(f"{checker.passed} passed, {checker.failed} failed")
    return 1 if checker.failed else 0


if __name__ == "__main__":
    sys.exit(main())
