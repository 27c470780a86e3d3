import CLibYAML
import Dispatch

/// libyaml's events for one input, parsed on a second thread while the calling
/// thread consumes them: the tree is built while libyaml reads on.
///
/// The parser thread fills a ring of `slotCount` batches of `batchSize` events and
/// hands each over with a semaphore; the consumer gives each back with another.
/// A batch's events are deleted by the parser thread before it fills the batch
/// again (and by the consumer, for the batches left, once the parser thread has
/// ended), so libyaml's memory is freed where it was allocated. The consumer sees
/// the events in order, exactly as a plain `yaml_parser_parse` loop would give
/// them; when it stops early, the parser thread stops at its next batch.
///
/// `@unchecked Sendable`: the parser and a batch's slot are touched by one thread
/// at a time, and every hand-over goes through a semaphore, which orders the
/// writes before it with the reads after it.
final class YAMLEventPipe: @unchecked Sendable {
    /// How a run of the pipe ended.
    enum End {
        /// The stream's end event was consumed.
        case ended
        /// The consumer asked to stop.
        case stopped
        /// libyaml reported an error after the last event consumed; the parser
        /// holds it.
        case failed
    }

    private static let batchSize = 4096
    private static let slotCount = 4

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let events: UnsafeMutablePointer<yaml_event_t>
    /// Per slot: how many events it holds that are not yet deleted.
    private let counts: UnsafeMutablePointer<Int>
    /// Per slot: whether it is the parser thread's last batch.
    private let finals: UnsafeMutablePointer<Bool>
    private var failed = false
    private var stopRequested = false
    private let filled = DispatchSemaphore(value: 0)
    private let emptied = DispatchSemaphore(value: YAMLEventPipe.slotCount)
    private let parserEnded = DispatchSemaphore(value: 0)

    /// `parser` has its input set and stays valid and untouched by others until
    /// `run` returns.
    init(parser: UnsafeMutablePointer<yaml_parser_t>) {
        self.parser = parser
        events = .allocate(capacity: Self.slotCount * Self.batchSize)
        events.initialize(repeating: yaml_event_t(), count: Self.slotCount * Self.batchSize)
        counts = .allocate(capacity: Self.slotCount)
        counts.initialize(repeating: 0, count: Self.slotCount)
        finals = .allocate(capacity: Self.slotCount)
        finals.initialize(repeating: false, count: Self.slotCount)
    }

    deinit {
        events.deallocate()
        counts.deallocate()
        finals.deallocate()
    }

    /// Hands every event to `consume`, in order, until the stream ends, libyaml
    /// fails, or `consume` returns false. Call once.
    func run(_ consume: (UnsafePointer<yaml_event_t>) -> Bool) -> End {
        // A queue of its own, for a thread from the overcommitting pool (see `Parallelism.fork`).
        DispatchQueue(label: "navgen.libyaml").async {
            self.parse()
            self.parserEnded.signal()
        }
        var slot = 0
        var stopped = false
        while true {
            filled.wait()
            if !stopped {
                let batch = events + slot * Self.batchSize
                for index in 0..<counts[slot] where !consume(batch + index) {
                    stopped = true
                    break
                }
            }
            let isLast = finals[slot]
            if stopped { stopRequested = true }
            emptied.signal()
            if isLast { break }
            slot = (slot + 1) % Self.slotCount
        }
        parserEnded.wait()
        for slot in 0..<Self.slotCount { deleteEvents(in: slot) }
        return stopped ? .stopped : failed ? .failed : .ended
    }

    /// The parser thread: fills batches until the stream ends, libyaml fails or
    /// the consumer stops.
    private func parse() {
        var slot = 0
        while true {
            emptied.wait()
            deleteEvents(in: slot)
            let batch = events + slot * Self.batchSize
            var count = 0
            var isLast = stopRequested
            while !isLast && count < Self.batchSize {
                guard yaml_parser_parse(parser, batch + count) == 1 else {
                    failed = true
                    isLast = true
                    break
                }
                count += 1
                isLast = batch[count - 1].type == YAML_STREAM_END_EVENT
            }
            counts[slot] = count
            finals[slot] = isLast
            filled.signal()
            if isLast { return }
            slot = (slot + 1) % Self.slotCount
        }
    }

    private func deleteEvents(in slot: Int) {
        let batch = events + slot * Self.batchSize
        for index in 0..<counts[slot] { yaml_event_delete(batch + index) }
        counts[slot] = 0
    }
}
