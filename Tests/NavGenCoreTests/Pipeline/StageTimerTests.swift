@testable import NavGenCore
import Testing

@Suite("StageTimer")
struct StageTimerTests {
    @Test func durationsReadAsTenthsOfMillisecondsThenMillisecondsThenSeconds() {
        #expect(StageTimer.format(.microseconds(40)) == "0.0 ms")
        #expect(StageTimer.format(.microseconds(2_340)) == "2.3 ms")
        #expect(StageTimer.format(.microseconds(9_940)) == "9.9 ms")
        #expect(StageTimer.format(.milliseconds(82)) == "82 ms")
        #expect(StageTimer.format(.milliseconds(9_999)) == "9999 ms")
        #expect(StageTimer.format(.milliseconds(15_104)) == "15.10 s")
        #expect(StageTimer.format(.milliseconds(61_005)) == "61.01 s")
    }

    @Test func stagesAreRecordedInTheOrderTheyRanWithTheirResults() {
        let timer = StageTimer()
        let parsed = timer.measure("parse") { 41 }
        let decoded = timer.measure("decode") { parsed + 1 }
        #expect(decoded == 42)
        #expect(timer.stages.map(\.name) == ["parse", "decode"])
        #expect(timer.stages.allSatisfy { $0.peakMemory > 0 })
        #expect(timer.summary.wholeMatch(of: #/parse [0-9.]+ ms \(\d+ MB\), decode [0-9.]+ ms \(\d+ MB\); total [0-9.]+ ms, peak \d+ MB/#) != nil)
    }

    @Test func theAnalysisOfAGraphTimesEachStage() {
        let graph = Array("navgen: 1\nname: App\nroot: Home\nscreens:\n  Home: {}\n".utf8)
        let serial = StageTimer()
        #expect(Pipeline.analyze(file: "t.nav.yaml", bytes: graph, timer: serial, parallelism: .serial).canEmit)
        // Serially, each task of a stage is timed on its own.
        #expect(serial.stages.map(\.name) == ["parse", "decode", "index", "patterns", "validate", "deep links"])
        // In parallel, the two tasks of a stage run at once and are timed together.
        let parallel = StageTimer()
        #expect(Pipeline.analyze(file: "t.nav.yaml", bytes: graph, timer: parallel).canEmit)
        #expect(parallel.stages.map(\.name) == ["parse", "decode", "index + patterns", "validate + deep links"])
    }

    /// A stage's two tasks give the same results either way; serially they are timed
    /// one by one in the order given, in parallel as one stage, whichever task takes
    /// the second thread.
    @Test(arguments: [false, true])
    func theTwoTasksOfAStageAreTimedOneByOneOrTogether(firstOnSecondThread: Bool) {
        let first = StageTask("index", onSecondThread: firstOnSecondThread) { (1...100).reduce(0, +) }
        let second = StageTask("patterns", onSecondThread: !firstOnSecondThread) { "patterns" }
        let serial = StageTimer()
        let serialResults = serial.measure(first, second, parallelism: .serial)
        #expect(serialResults.0 == 5050 && serialResults.1 == "patterns")
        #expect(serial.stages.map(\.name) == ["index", "patterns"])
        let parallel = StageTimer()
        let parallelResults = parallel.measure(first, second, parallelism: .parallel)
        #expect(parallelResults.0 == 5050 && parallelResults.1 == "patterns")
        #expect(parallel.stages.map(\.name) == ["index + patterns"])
    }
}
