/// Graphs generated for the scale and round-trip tests.
enum GeneratedGraphs {
    /// A tab bar of `screens / 100` stacks; each stack's root pushes 100 screens,
    /// each with four patterns (a literal beside a parameter, typed siblings, a
    /// query), `via` its own stack. 4 × `screens` patterns in all.
    static func large(screens: Int) -> String {
        let stacks = max(1, screens / 100)
        var lines = ["navgen: 1", "name: Big", "root: Tabs", "urls: { schemes: [big], hosts: [big.example.com] }", "screens:"]
        for stack in 0..<stacks {
            lines.append("  Root\(stack):")
            lines.append("    links:")
            for item in 0..<100 where stack * 100 + item < screens {
                lines.append("      open\(stack * 100 + item): { push: Item\(stack * 100 + item) }")
            }
        }
        for n in 0..<screens {
            lines.append("  Item\(n):")
            lines.append("    params: { id: Int, slug: String, key: UUID, page: { type: Int, default: 1 }, flag: Bool? }")
            lines.append("    url:")
            lines.append("      - { pattern: \"/s\(n)/{id}/{slug}/{key}\", via: Stack\(n / 100) }")
            lines.append("      - { pattern: \"/s\(n)/new/{slug}/{key}?id={id}&page={page}\", via: Stack\(n / 100) }")
            lines.append("      - { pattern: \"/s\(n)/{key}/{id}/{slug}?flag={flag}\", via: Stack\(n / 100) }")
            lines.append("      - { pattern: \"/t/\(n)/{slug}?id={id}&key={key}\", via: Stack\(n / 100) }")
        }
        lines.append("flows:")
        lines.append("  Tabs:")
        lines.append("    tabs:")
        for stack in 0..<stacks { lines.append("      - { flow: Stack\(stack) }") }
        for stack in 0..<stacks { lines.append("  Stack\(stack):") ; lines.append("    stack: { root: Root\(stack) }") }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension GeneratedGraphs {
    /// A stack whose root pushes `sections` screens with literal and parameter
    /// siblings that overlap and are resolved by precedence.
    static func precedence(sections: Int) -> String {
        var lines = ["navgen: 1", "name: Prec", "root: Main", "screens:", "  Home:", "    links:"]
        for k in 0..<sections {
            for kind in ["Item", "New", "Edit"] { lines.append("      open\(kind)\(k): { push: \(kind)\(k) }") }
        }
        lines.append("      openAbout: { push: About }")
        for k in 0..<sections {
            lines.append("  Item\(k): { params: { slug: String, n: { type: Double, default: 0 } }, url: '/p\(k)/{slug}?n={n}' }")
            lines.append("  New\(k): { url: [/p\(k)/new, /p\(k)/deals] }")
            lines.append("  Edit\(k): { params: { slug: String, id: Int }, url: '/p\(k)/{slug}/{id}' }")
        }
        lines.append("  About: { params: { section: String, v: Int? }, url: '/{section}/about?v={v}' }")
        lines.append("flows:")
        lines.append("  Main: { stack: { root: Home } }")
        return lines.joined(separator: "\n") + "\n"
    }
}
