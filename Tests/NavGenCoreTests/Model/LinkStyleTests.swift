import NavGenCore
import NavGenRuntime
import Testing

@Suite("Link styles")
struct LinkStyleTests {
    @Test func eachKindHoldsTheStylesTheSpecGroupsTogether() {
        let byKind = Dictionary(grouping: LinkStyle.allCases, by: \.kind)
        #expect(byKind[.stack] == [.push, .replace])
        #expect(byKind[.modal] == [.sheet, .cover, .popover])
        #expect(byKind[.selection] == [.tab, .switch])
        #expect(byKind[.exit] == [.exit])
        #expect(byKind[.back] == [.pop, .popToRoot, .dismiss])
    }

    @Test func everyModalStyleIsARuntimeModalStyleOfTheSameName() {
        for style in LinkStyle.modal {
            #expect(ModalStyle(rawValue: style.rawValue) != nil, "no ModalStyle.\(style.rawValue)")
        }
    }

    @Test func theLinkKeysAreTheTargetedStylesThenArgsAndFrom() {
        #expect(GraphKeys.link == ["push", "replace", "sheet", "cover", "popover", "tab", "switch", "exit", "args", "from"])
        #expect(GraphKeys.binding == ["push", "replace", "sheet", "cover", "popover", "tab", "args"])
    }

    @Test func messagesListStylesQuotedWithOrBeforeTheLast() {
        #expect(LinkStyle.spelled(LinkStyle.modal) == "'sheet', 'cover' or 'popover'")
        #expect(LinkStyle.spelled([.push]) == "'push'")
        #expect(LinkStyle.spelled([]) == "")
    }

    @Test func onlyTheBackStylesStandAloneAndOnlyStackStylesAndStackBacksNeedAStack() {
        #expect(LinkStyle.allCases.filter { !$0.hasTarget } == [.pop, .popToRoot, .dismiss])
        #expect(LinkStyle.allCases.filter(\.needsStack) == [.push, .replace, .pop, .popToRoot])
    }
}
