#!/usr/bin/env python3
"""Independent sanity check of generated benchmark graphs (a development aid).

Re-implements, from the spec (navgraph v1, section 6), the rules a generated graph
could break, so the generator can be checked without navgen: names, references,
args, placements (push-outside-stack, tab-outside-tabs, link-conflict), reachability,
URL syntax, binding and pairwise overlap (8.3), and deep-link routes (8.4:
deeplink-unreachable, deeplink-unbound-param, deeplink-ambiguous).

It is not navgen and not a test oracle for navgen: where it and navgen disagree,
read the spec. Uses PyYAML. Prints a summary; exits 1 on any error.

    python3 check_graph.py FILE [--max-pairs N]
"""
import collections
import re
import sys

import yaml

UPPER = re.compile(r"^[A-Z][A-Za-z0-9]*$")
LOWER = re.compile(r"^[a-z][A-Za-z0-9]*$")
RESERVED = {"path", "presented", "selectedTab", "open", "pop", "popToRoot", "dismiss",
            "apply", "resolve", "screen"}
BUILTIN = {"String", "Int", "Double", "Bool", "UUID", "URL"}
UUID_RE = re.compile(r"^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$")
INT_RE = re.compile(r"^-?[0-9]+$")
DOUBLE_RE = re.compile(r"^-?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?[0-9]+)?$")
URL_CHARS = re.compile(r"^[A-Za-z0-9\-._~!$&'()*+,;=:@%]+$")
TARGET_STYLES = {"push", "replace", "sheet", "cover", "popover", "tab"}
BARE_STYLES = {"pop", "popToRoot", "dismiss"}
STACK_STYLES = {"push", "replace", "pop", "popToRoot"}

errors = []
warnings = []


def err(rule, msg):
    errors.append(f"error: {msg} [{rule}]")


def warn(rule, msg):
    warnings.append(f"warning: {msg} [{rule}]")


def lower_camel(name):
    i = 0
    while i < len(name) and name[i].isupper():
        i += 1
    if i == 0:
        return name
    if i == len(name) or not name[i].islower() or i == 1:
        return name[:i].lower() + name[i:]
    return name[:i - 1].lower() + name[i - 1:]


def parse_param(spec):
    """(type without ?, optional, has_default)"""
    if isinstance(spec, str):
        t = spec
        default = None
    else:
        t = spec["type"]
        default = spec.get("default")
    optional = t.endswith("?")
    base = t[:-1] if optional else t
    return base, optional, default is not None, default


def literal_ok(base, value):
    if base == "Bool":
        return isinstance(value, bool)
    if base == "Int":
        return isinstance(value, int) and not isinstance(value, bool)
    if base == "Double":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if base == "String":
        return isinstance(value, str)
    if base == "UUID":
        return isinstance(value, str) and UUID_RE.match(value) is not None
    if base == "URL":
        return isinstance(value, str) and re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", value) is not None
    return False


def accepts(ptype, text):
    if ptype == "String":
        return text != ""
    if ptype == "Int":
        return INT_RE.match(text) is not None
    if ptype == "Double":
        return DOUBLE_RE.match(text) is not None
    if ptype == "Bool":
        return text in ("true", "false")
    if ptype == "UUID":
        return UUID_RE.match(text) is not None
    if ptype == "URL":
        return re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", text) is not None
    return False


def types_meet(a, b):
    if a == b or "String" in (a, b):
        return True
    return {a, b} == {"Int", "Double"}


def main():
    path = sys.argv[1]
    max_pairs = 30_000_000
    if "--max-pairs" in sys.argv:
        max_pairs = int(sys.argv[sys.argv.index("--max-pairs") + 1])
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with open(path, encoding="utf-8") as f:
        g = yaml.load(f, Loader=loader)
    if g.get("navgen") != 1:
        err("invalid-value", "navgen must be 1")
    screens = g["screens"]
    flows = g["flows"]

    # Names.
    seen_lower = {}
    for name in list(screens) + list(flows):
        if not UPPER.match(name):
            err("invalid-name", name)
        lc = lower_camel(name)
        if lc in seen_lower:
            err("name-collision", f"{name} and {seen_lower[lc]}")
        seen_lower[lc] = name
    for name in set(screens) & set(flows):
        err("duplicate-name", name)

    params = {}
    for s, body in screens.items():
        body = body or {}
        ps = {}
        for p, spec in (body.get("params") or {}).items():
            if not LOWER.match(p):
                err("invalid-name", f"{s}.{p}")
            if p in RESERVED:
                err("name-collision", f"param {s}.{p}")
            base, optional, has_default, default = parse_param(spec)
            if has_default and not literal_ok(base, default):
                err("invalid-value", f"default of {s}.{p}")
            ps[p] = (base, optional, has_default)
        params[s] = ps
        for l, link in (body.get("links") or {}).items():
            if not LOWER.match(l):
                err("invalid-name", f"link {s}.{l}")
            style = link if isinstance(link, str) else next(k for k in link if k != "args")
            if l in RESERVED and not (l == style and l in BARE_STYLES):
                err("name-collision", f"link {s}.{l}")

    def required(s):
        return {p for p, (b, o, d) in params[s].items() if not o and not d}

    def check_args(where, target_screen, args):
        for k, v in (args or {}).items():
            if k not in params[target_screen]:
                err("unknown-reference", f"{where}: args {k}")
            elif not literal_ok(params[target_screen][k][0], v):
                err("invalid-value", f"{where}: args {k}={v!r}")

    def links(s):
        out = []
        for l, link in ((screens[s] or {}).get("links") or {}).items():
            if isinstance(link, str):
                if link not in BARE_STYLES:
                    err("invalid-value", f"{s}.{l}: {link}")
                out.append((l, link, None, {}))
            else:
                styles = [k for k in link if k != "args"]
                if len(styles) != 1 or styles[0] not in TARGET_STYLES:
                    err("invalid-value", f"{s}.{l}")
                    continue
                st = styles[0]
                t = link[st]
                if t not in screens and t not in flows:
                    err("unknown-reference", f"{s}.{l} -> {t}")
                    continue
                if t in screens:
                    check_args(f"{s}.{l}", t, link.get("args"))
                out.append((l, st, t, link.get("args") or {}))
        return out

    link_cache = {s: links(s) for s in screens}

    # Flows: stack roots and tab args.
    for f, body in flows.items():
        if "stack" in body:
            st = body["stack"]
            r = st["root"]
            if r not in screens:
                err("unknown-reference", f"{f}.root {r}")
                continue
            check_args(f"{f}.stack", r, st.get("args"))
            missing = required(r) - set((st.get("args") or {}))
            if missing:
                err("unbound-root-param", f"{f}: {sorted(missing)}")
        elif "tabs" in body:
            for t in body["tabs"]:
                if "screen" in t:
                    s = t["screen"]
                    check_args(f"{f} tab", s, t.get("args"))
                    missing = required(s) - set((t.get("args") or {}))
                    if missing:
                        err("unbound-root-param", f"{f} tab {s}: {sorted(missing)}")
                elif t.get("flow") not in flows:
                    err("unknown-reference", f"{f} tab {t}")
        else:
            err("invalid-value", f"flow {f}")

    # Placements: (screen, coordinator, stack or None, enclosing tab flows).
    placements = collections.defaultdict(set)  # screen -> {(coord, stack, tabs)}
    coord_links = collections.defaultdict(dict)  # coord -> link name -> (screen, signature)
    flows_shown = set()
    root_args = {}  # (screen, coord) -> args bound as stack root / tab screen
    work = []

    def show_flow(f, tabs):
        key = (f, tabs)
        if key in flows_shown:
            return
        flows_shown.add(key)
        body = flows[f]
        if "stack" in body:
            r = body["stack"]["root"]
            root_args[(r, f)] = set((body["stack"].get("args") or {}))
            work.append((r, f, f, tabs))
        else:
            if f in tabs:
                err("flow-cycle", f)
                return
            for t in body["tabs"]:
                if "flow" in t:
                    show_flow(t["flow"], tabs + (f,))
                else:
                    root_args[(t["screen"], f)] = set((t.get("args") or {}))
                    work.append((t["screen"], f, None, tabs + (f,)))

    show_flow(g["root"], ())
    while work:
        s, coord, stack, tabs = work.pop()
        if (coord, stack, tabs) in placements[s]:
            continue
        placements[s].add((coord, stack, tabs))
        for l, st, t, args in link_cache[s]:
            sig = (st, t, tuple(sorted((k, repr(v)) for k, v in args.items())))
            prev = coord_links[coord].get(l)
            if prev is None:
                coord_links[coord][l] = (s, sig)
            elif prev[1] != sig:
                err("link-conflict", f"{l} in {coord}: {prev[0]} {prev[1]} vs {s} {sig}")
            if st in STACK_STYLES and stack is None:
                err("push-outside-stack", f"{s}.{l} placed in {coord} without a stack")
            if st in ("push", "replace") and stack is not None:
                work.append((t, coord, stack, tabs))
            elif st in ("sheet", "cover", "popover"):
                if t in flows:
                    show_flow(t, ())
                else:
                    work.append((t, coord, None, ()))
            elif st == "tab":
                ok = any(any(tb.get("flow") == t or tb.get("screen") == t
                             for tb in flows[tf]["tabs"]) for tf in tabs)
                if not ok:
                    err("tab-outside-tabs", f"{s}.{l} -> {t} placed in {coord}")

    shown_names = {f for f, _ in flows_shown}
    for s in screens:
        if not placements[s]:
            warn("unreachable-screen", s)
    for f in flows:
        if f not in shown_names:
            warn("unreachable-flow", f)

    # URLs.
    def patterns_of(s):
        u = (screens[s] or {}).get("url")
        if u is None:
            return []
        items = u if isinstance(u, list) else [u]
        out = []
        for it in items:
            if isinstance(it, str):
                out.append((it, None))
            else:
                out.append((it["pattern"], it.get("via")))
        return out

    all_patterns = []  # (segments, screen, text)
    url_bound = {}  # screen -> {param: type} bound by its first pattern
    for s in screens:
        for idx, (text, via) in enumerate(patterns_of(s)):
            if via is not None and via not in flows:
                err("unknown-reference", f"{s} via {via}")
            url_path, _, query = text.partition("?")
            if not url_path.startswith("/"):
                err("url-syntax", f"{s}: {text}")
                continue
            segs = url_path[1:].split("/")
            bound = {}
            parsed = []
            for seg in segs:
                if seg == "":
                    err("url-syntax", f"{s}: empty segment in {text}")
                m = re.fullmatch(r"\{([a-z][A-Za-z0-9]*)\}", seg)
                if m:
                    p = m.group(1)
                    parsed.append(("p", p))
                    if p in bound:
                        err("url-unknown-param", f"{s}: {p} bound twice")
                    bound[p] = "path"
                elif "{" in seg or "}" in seg or not URL_CHARS.match(seg or "x"):
                    err("url-syntax", f"{s}: segment {seg!r}")
                else:
                    parsed.append(("l", seg))
            if query:
                for item in query.split("&"):
                    m = re.fullmatch(r"([A-Za-z0-9\-._~]+)=\{([a-z][A-Za-z0-9]*)\}", item)
                    if not m:
                        err("url-syntax", f"{s}: query item {item!r}")
                        continue
                    p = m.group(2)
                    if p in bound:
                        err("url-unknown-param", f"{s}: {p} bound twice")
                    bound[p] = "query"
            for p in bound:
                if p not in params[s]:
                    err("url-unknown-param", f"{s}: {p}")
                elif params[s][p][0] not in BUILTIN:
                    err("url-param-type", f"{s}: {p}")
            missing = required(s) - set(bound)
            if missing:
                err("url-missing-param", f"{s}: {sorted(missing)} in {text}")
            typed = [(k, v if k == "l" else params[s].get(v, ("String",))[0]) for k, v in parsed]
            all_patterns.append((typed, s, text))
            if idx == 0:
                url_bound[s] = {p: params[s][p][0] for p in bound if p in params[s]}

    # Overlap (8.3): bucket by length, then by first segment when it is a literal.
    def overlap(a, b):
        for (ka, va), (kb, vb) in zip(a, b):
            if ka == "l" and kb == "l":
                if va != vb:
                    return False
            elif ka == "l":
                if not accepts(vb, va):
                    return False
            elif kb == "l":
                if not accepts(va, vb):
                    return False
            elif not types_meet(va, vb):
                return False
        return True

    def resolved(a, b):
        for sa, sb in zip(a, b):
            if sa != sb:
                return sa[0] == "l" or sb[0] == "l"
        return False

    by_len = collections.defaultdict(list)
    for pat in all_patterns:
        by_len[len(pat[0])].append(pat)
    pairs = 0
    overlapping = 0

    def split(pats, k):
        lits = collections.defaultdict(list)
        params_ = []
        for p in pats:
            if p[0][k][0] == "l":
                lits[p[0][k][1]].append(p)
            else:
                params_.append(p)
        return lits, params_

    def candidate_pairs(a, b=None, k=0):
        """Pairs that agree on every position where both are literals (a superset of
        the overlapping pairs), by partitioning on one segment at a time."""
        length = len((a or b or [[()]])[0][0]) if (a or b) else 0
        small = len(a) * (len(a) if b is None else len(b)) <= 64
        if k == length or small:
            if b is None:
                for i, x in enumerate(a):
                    for y in a[i + 1:]:
                        yield x, y
            else:
                for x in a:
                    for y in b:
                        yield x, y
            return
        if b is None:
            lits, ps = split(a, k)
            for group in lits.values():
                yield from candidate_pairs(group, None, k + 1)
            yield from candidate_pairs(ps, None, k + 1)
            all_lits = [p for group in lits.values() for p in group]
            if ps and all_lits:
                yield from candidate_pairs(ps, all_lits, k + 1)
        else:
            alits, aps = split(a, k)
            blits, bps = split(b, k)
            for lit, group in alits.items():
                if lit in blits:
                    yield from candidate_pairs(group, blits[lit], k + 1)
            if aps and b:
                yield from candidate_pairs(aps, b, k + 1)
            all_alits = [p for group in alits.values() for p in group]
            if bps and all_alits:
                yield from candidate_pairs(all_alits, bps, k + 1)

    for pats in by_len.values():
        for a, b in candidate_pairs(pats):
            pairs += 1
            if pairs > max_pairs:
                print(f"overlap check stopped after {max_pairs} pairs", file=sys.stderr)
                break
            if overlap(a[0], b[0]):
                overlapping += 1
                if not resolved(a[0], b[0]):
                    err("url-conflict", f"{a[1]} {a[2]} vs {b[1]} {b[2]}")

    # Deep-link routes (8.4): BFS over placements from the launch state.
    start = []
    def launch(f, tabs):
        body = flows[f]
        if "stack" in body:
            start.append((body["stack"]["root"], f, f))
        else:
            for t in body["tabs"]:
                if "flow" in t:
                    launch(t["flow"], tabs + (f,))
                else:
                    start.append((t["screen"], f, None))
    launch(g["root"], ())
    dist = {}
    count = {}
    parent = {}
    queue = collections.deque()
    for node in start:
        if node not in dist:
            dist[node] = 0
            count[node] = 1
            parent[node] = None
            queue.append(node)
    while queue:
        node = queue.popleft()
        s, coord, stack = node
        for l, st, t, args in link_cache[s]:
            nxt = None
            if st == "push" and stack is not None:
                nxt = (t, coord, stack)
            elif st in ("sheet", "cover", "popover"):
                if t in flows:
                    if "stack" in flows[t]:
                        nxt = (flows[t]["stack"]["root"], t, t)
                    # (a modal tab flow would select its first tab; not generated)
                else:
                    nxt = (t, coord, None)
            if nxt is None:
                continue
            if nxt not in dist:
                dist[nxt] = dist[node] + 1
                count[nxt] = count[node]
                parent[nxt] = node
                queue.append(nxt)
            elif dist[nxt] == dist[node] + 1:
                count[nxt] += count[node]
    best = {}
    for node, d in dist.items():
        s = node[0]
        if s not in best or d < best[s][0]:
            best[s] = (d, count[node], node)
        elif d == best[s][0]:
            best[s] = (d, best[s][1] + count[node], best[s][2])
    routes = 0
    for s in url_bound:
        if s not in best:
            err("deeplink-unreachable", s)
            continue
        d, n, node = best[s]
        vias = [v for _, v in patterns_of(s) if v]
        if n > 1 and not vias:
            warn("deeplink-ambiguous", f"{s}: {n} shortest routes of length {d}")
        routes += 1
        cur = node
        while cur is not None:
            cs, coord, _ = cur
            for p in required(cs):
                if url_bound[s].get(p) == params[cs][p][0]:
                    continue
                if parent[cur] is None and p in root_args.get((cs, coord), set()):
                    continue
                err("deeplink-unbound-param", f"route to {s} passes {cs}: {p}")
            cur = parent[cur]

    link_count = sum(len(v) for v in link_cache.values())
    print(f"{path}: {len(screens)} screens, {len(flows)} flows, {link_count} links, "
          f"{len(all_patterns)} url patterns, {overlapping} overlapping pairs of {pairs} compared, "
          f"{routes} deep-link routes (max length {max((b[0] for b in best.values()), default=0)})")
    for line in (errors + warnings)[:40]:
        print(line)
    print(f"{len(errors)} errors, {len(warnings)} warnings")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
