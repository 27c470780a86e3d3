@testable import NavGenCore
import Testing

@Suite("SourceLocation")
struct SourceLocationTests {
    @Test func filesCompareByName() {
        let later = SourceLocation(file: "z-\(#line).nav.yaml", line: 1, column: 1)
        let earlier = SourceLocation(file: "a-\(#line).nav.yaml", line: 9, column: 9)
        #expect(earlier < later)
        #expect(!(later < earlier))
    }

    @Test func sameFileComparesByLineThenColumn() {
        let file = "same-\(#line).nav.yaml"
        let locations = [(3, 1), (1, 7), (1, 2)].map { SourceLocation(file: file, line: $0.0, column: $0.1) }
        #expect(locations.sorted().map { "\($0)" } == ["\(file):1:2", "\(file):1:7", "\(file):3:1"])
    }

    @Test func theFileNameRoundTripsAndCanBeChanged() {
        var location = SourceLocation(file: "graphs/recipes.nav.yaml", line: 12, column: 5)
        #expect(location.file == "graphs/recipes.nav.yaml")
        #expect(location == SourceLocation(file: "graphs/recipes.nav.yaml", line: 12, column: 5))
        location.file = "other.nav.yaml"
        location.column += 2
        #expect(location.description == "other.nav.yaml:12:7")
    }
}
