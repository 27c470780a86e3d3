import Foundation
import Testing

/// `regressions.nav.yaml`: shapes from real apps that once broke the generated code
/// or made it disagree with `navgen resolve`.
@MainActor
@Suite("Regressions: two tab flows, defaulted optionals, stack roots, dot segments")
struct RegressionGraphTests {
    private func url(_ text: String) -> URL {
        URL(string: text)!
    }

    @Test("a deep link selects a tab of a modal tab flow beside the root tab flow")
    func twoTabFlows() throws {
        let main = Regressions.MainCoordinator()
        #expect(main.open(url("regress://d")) == .opened)
        let extra = try #require(main.presented.last?.coordinator as? Regressions.ExtraCoordinator)
        #expect(extra.selectedTab == .d)
        #expect(Regressions.resolve(url("regress://d"))?.steps == [
            .select(.main(.a)), .presentFlow(.extra, style: .sheet, from: .main), .select(.extra(.d)),
        ])
    }

    @Test("an optional parameter with a default takes the default when the URL leaves it out or empty")
    func defaultedOptional() throws {
        for text in ["regress://b", "regress://b?filter="] {
            #expect(Regressions.resolve(url(text))?.screen == .b(filter: "all"), "\(text)")
        }
        #expect(Regressions.resolve(url("regress://b?filter=new"))?.screen == .b(filter: "new"))
    }

    @Test("a deep link to a stack's root gives the root the URL's values")
    func stackRoot() throws {
        let link = try #require(Regressions.resolve(url("regress://b?filter=new")))
        #expect(link.steps == [.select(.main(.bStack)), .showRoot(.b(filter: "new"), on: .bStack)])
        let main = Regressions.MainCoordinator()
        main.apply(link)
        #expect(main.selectedTab == .bStack)
        #expect(main.bStack.rootScreen == .b(filter: "new"))
    }

    @Test("dot segments are removed before matching and never fill a parameter")
    func dotSegments() throws {
        #expect(Regressions.resolve(url("regress://c/./y"))?.screen == .c(name: "y"))
        #expect(Regressions.resolve(url("regress://c/x/../y"))?.screen == .c(name: "y"))
        for text in ["regress://c/..", "regress://c/%2E%2E", "regress://c/.", "regress://c/%2e"] {
            #expect(Regressions.resolve(url(text)) == nil, "\(text)")
        }
    }
}
