import Dispatch

/// Stage 7: turns a validated graph into one Swift source file.
///
/// Translators build `SwiftDeclaration`s section by section, the largest sections
/// member by member, and the renderer prints each as soon as it is built; the text
/// goes to the caller about a megabyte at a time. The file has three parts (`Part`),
/// which two threads can render at once. The output depends only on the
/// graph and the options, never on time, paths or hash order, so it is
/// byte-identical on every run.
public struct SwiftEmitter: Sendable {
    /// Options of `navgen compile`.
    public struct Options: Sendable {
        /// The access level of the generated API: one of `AccessLevel.generated`.
        public var access: AccessLevel

        public init(access: AccessLevel = .internal) {
            self.access = access
        }
    }

    public var options: Options

    /// The parts of the generated file, in order; two threads can render them at once.
    public enum Part: Int, CaseIterable, Sendable {
        /// The header, the namespace, `Screen` with its `==` and `hash(into:)`, the
        /// navigation protocols, the coordinators, the protocols' default
        /// overloads and state restoration: about 60% of the text.
        case declarations
        /// `DeepLink`, `resolve(_:)`, `Routes` with a function per URL pattern, and
        /// what the runtime's `open(_:mode:)` and `apply(_:)` need of the graph.
        case deepLinks
        /// `Screen.url`: a part of its own, so that the thread that rendered the
        /// declarations can take it while the other renders the route functions.
        case screenURLs
        /// The SwiftUI layer.
        case views
    }

    public init(options: Options = Options()) {
        self.options = options
    }

    /// What the emitter works out from a graph before it renders any of it (the
    /// coordinators and every name's Swift spelling), made by `prepare(_:)` ahead of
    /// `emit(_:deepLinks:sourceName:prepared:parallelism:makeSpill:to:)`, on any thread.
    public struct Preparation: Sendable {
        fileprivate let plan: EmissionPlan
    }

    /// The preparation of a graph that analysed without errors, for an emitter with
    /// these options; with `.parallel`, the name table is made on a second thread
    /// while this one works out the coordinators.
    public func prepare(_ context: AnalyzedGraph, parallelism: Parallelism = .serial) -> Preparation {
        Preparation(plan: plan(context, parallelism: parallelism))
    }

    /// The generated file for a graph that analysed without errors.
    /// `sourceName` is the graph's file name as the header shows it (no directories).
    public func emit(_ context: AnalyzedGraph, deepLinks: DeepLinkTable?, sourceName: String) -> String {
        String(decoding: emitUTF8(context, deepLinks: deepLinks, sourceName: sourceName), as: UTF8.self)
    }

    /// `emit(_:deepLinks:sourceName:)` as UTF-8 bytes.
    public func emitUTF8(_ context: AnalyzedGraph, deepLinks: DeepLinkTable?, sourceName: String) -> [UInt8] {
        var bytes: [UInt8] = []
        emit(context, deepLinks: deepLinks, sourceName: sourceName) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Renders the generated file into `output`, in order, about a megabyte of UTF-8
    /// at a time (the last chunk is shorter), so that a large graph's output (386 MB
    /// at 100,000 screens) never exists whole in memory.
    public func emit(_ context: AnalyzedGraph, deepLinks: DeepLinkTable?, sourceName: String,
                     to output: (UnsafeBufferPointer<UInt8>) -> Void) {
        render(plan(context), deepLinks: deepLinks, sourceName: sourceName, to: output)
    }

    /// Renders every part, in order, on this thread.
    private func render(_ plan: EmissionPlan, deepLinks: DeepLinkTable?, sourceName: String, to output: (UnsafeBufferPointer<UInt8>) -> Void) {
        for part in Part.allCases {
            render(part, plan, deepLinks: deepLinks, sourceName: sourceName, to: output)
        }
    }

    /// Renders the generated file into `output`, in order, as `emit(_:deepLinks:sourceName:to:)`
    /// does; with `.parallel`, on two threads. This one renders the head of the deep
    /// links, then the declarations, which it hands to `output`, while the second
    /// renders the route functions; then each takes the next part not taken yet. The
    /// parts after the declarations wait each in a spill of `makeSpill` until the parts
    /// before them are written: once this thread finds no part left to take, it hands
    /// each to `output` as soon as it is rendered, while the second thread may still
    /// render a later one. The text is the same either way. Throws what a spill
    /// throws when it cannot give its text back. `prepared`, when given, is
    /// `prepare(_:parallelism:)` of `context` by this emitter, made earlier.
    public func emit(_ context: AnalyzedGraph, deepLinks: DeepLinkTable?, sourceName: String, prepared: Preparation? = nil,
                     parallelism: Parallelism, makeSpill: () -> any EmissionSpill,
                     to output: (UnsafeBufferPointer<UInt8>) -> Void) throws {
        let plan = prepared?.plan ?? plan(context, parallelism: parallelism)
        guard parallelism == .parallel else {
            return render(plan, deepLinks: deepLinks, sourceName: sourceName, to: output)
        }
        let held = Part.allCases.dropFirst()
        let spills = held.map { _ in makeSpill() }
        let rendered = held.map { _ in DispatchSemaphore(value: 0) }
        let queue = PartQueue(held.filter { $0 != .deepLinks })
        /// Renders `part` into its spill, then tells the writing thread it may replay it.
        let renderHeld = { @Sendable [self] (part: Part) in
            render(part, plan, deepLinks: deepLinks, sourceName: sourceName, to: spills[part.rawValue - 1].keep)
            rendered[part.rawValue - 1].signal()
        }
        /// Renders the parts this thread takes, until none is left.
        let renderTaken = { @Sendable in
            while let part = queue.take() { renderHeld(part) }
        }
        let (replayed, _) = parallelism.fork({ () -> Result<Void, any Error> in
            render(.declarations, plan, deepLinks: nil, sourceName: sourceName, to: output)
            renderTaken()
            return Result {
                for (spill, done) in zip(spills, rendered) {
                    done.wait()
                    try spill.replay(into: output)
                }
            }
        }, side: {
            renderHeld(.deepLinks)
            renderTaken()
        })
        try replayed.get()
    }

    private func plan(_ context: AnalyzedGraph, parallelism: Parallelism = .serial) -> EmissionPlan {
        EmissionPlan(context: context, access: options.access, parallelism: parallelism)
    }

    /// Renders one part of the file into `output`; the parts' texts, joined in the
    /// order of `Part.allCases`, are the file. `deepLinks` is read by the deep-link parts only.
    private func render(_ part: Part, _ plan: EmissionPlan, deepLinks: DeepLinkTable?, sourceName: String,
                        to output: (UnsafeBufferPointer<UInt8>) -> Void) {
        withoutActuallyEscaping(output) { output in
            switch part {
            case .declarations:
                var renderer = SwiftRenderer(header: Self.header(sourceName: sourceName, importing: plan.featureModules), flush: output)
                renderDeclarations(plan, into: &renderer)
                renderer.finish()
            case .deepLinks, .screenURLs:
                // A feature's deep links resolve through the app that places it (`Docs/FeatureModules.md`).
                guard let deepLinks, plan.hasRoot else { return }
                var renderer = SwiftRenderer(continuing: output)
                let translator = DeepLinkTranslator(plan: plan, table: deepLinks)
                if part == .deepLinks {
                    translator.render(into: &renderer)
                } else {
                    translator.renderScreenURLs(into: &renderer)
                }
                renderer.finish()
            case .views:
                var renderer = SwiftRenderer(continuing: output)
                SwiftUITranslator(plan: plan).render(into: &renderer)
                renderer.finish()
            }
        }
    }

    /// The namespace, `Screen`, the navigation protocols, the coordinators, the link
    /// methods the protocols' extensions share, the protocols' default overloads, the
    /// navigation events and state restoration. Each section is rendered as soon as it is built
    /// and then freed: the declarations of a large graph take several times the memory
    /// of its text.
    ///
    /// The default overloads come after the coordinators because swiftc finds the
    /// syntax of each `@Observable` expansion with swift-syntax's `token(at:)`, which
    /// visits every declaration before it at each level of the file. Behind one
    /// extension per screen, that search grew 11 times from 1,000 to 5,000 screens.
    private func renderDeclarations(_ plan: EmissionPlan, into renderer: inout SwiftRenderer) {
        renderer.add(.type(SwiftType(
            doc: ["The navigation graph `\(plan.graph.name.value)`: typed screens, deep links, coordinators and navigation protocols."],
            access: plan.access, modifiers: ["nonisolated"], kind: .enum, name: plan.namespace
        )))
        ScreenTypesTranslator(plan: plan).render(into: &renderer)
        ScreenHashableTranslator(plan: plan).render(into: &renderer)
        let protocols = NavigationProtocolTranslator(plan: plan)
        protocols.renderProtocols(into: &renderer)
        ExitsTranslator(plan: plan).render(into: &renderer)
        renderer.render(CoordinatorSupportTranslator(plan: plan).declarations())
        var coordinators = CoordinatorTranslator(plan: plan)
        let unshared = coordinators
        coordinators.shared = SharedLinkMethods(plan: plan) { unshared.methodText(ofLinkAt: $1, of: $0, in: $2) }
        coordinators.render(into: &renderer)
        coordinators.renderSharedMethods(into: &renderer)
        protocols.renderDefaults(into: &renderer)
        if plan.hasRoot { renderer.render(NavigationEventTranslator(plan: plan).declarations()) }
        RestorationTranslator(plan: plan).render(into: &renderer)
    }

    /// The file's first lines: where it comes from, and its imports, with `importing`
    /// (the modules of an app graph's features) after those every file has, and SwiftUI
    /// where there is one, for the views at the end.
    static func header(sourceName: String, importing modules: [String] = []) -> String {
        """
        // Generated by navgen from \(sourceName). Do not edit: change the graph and build again.

        import Foundation
        import NavGenRuntime
        import Observation
        \(modules.map { "import \($0)\n" }.joined())#if canImport(SwiftUI)
        import SwiftUI
        #endif


        """
    }
}

/// The parts of a file that are still to be rendered, for two threads to take one
/// at a time, in file order.
private final class PartQueue: @unchecked Sendable {
    private var parts: ArraySlice<SwiftEmitter.Part>
    private let lock = DispatchSemaphore(value: 1)

    init(_ parts: ArraySlice<SwiftEmitter.Part>) {
        self.parts = parts
    }

    /// The next part, or `nil` when every part was taken.
    func take() -> SwiftEmitter.Part? {
        lock.wait()
        defer { lock.signal() }
        return parts.popFirst()
    }
}
