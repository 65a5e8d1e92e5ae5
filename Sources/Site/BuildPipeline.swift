import Dispatch

/// Runs build steps in order over one context.
public struct BuildPipeline: Sendable {
    /// The steps, in order.
    public var steps: [BuildStep]

    /// Creates a pipeline.
    public init(steps: [BuildStep]) {
        self.steps = steps
    }

    /// The standard build: load content and theme → check snippets → diagrams → (search index) → render
    /// articles and pages → feeds → write. Stages that later issues add plug in here by name.
    public static func standard(dryRun: Bool) -> BuildPipeline {
        var steps: [BuildStep] = [.loadContent, .loadTheme, .checkSnippets, .renderDiagrams]
        // The search index cannot report a problem, so `check` (a dry run) leaves it out.
        if !dryRun { steps.append(.buildSearchIndex) }
        steps += [.renderArticles, .renderPages, .renderFeeds]
        if !dryRun { steps.append(.writeOutput) }
        return BuildPipeline(steps: steps)
    }

    /// Runs every step until one reports an error; returns the final context.
    public func run(_ context: BuildContext, reporter: some BuildReporter = SilentReporter()) -> BuildContext {
        var context = context
        context.reporter = reporter
        for (offset, step) in steps.enumerated() {
            reporter.stepStarted(step.name, index: offset + 1, of: steps.count)
            let start = DispatchTime.now().uptimeNanoseconds
            let summary = step.run(&context)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
            reporter.stepFinished(step.name, summary: summary, milliseconds: elapsed)
            if context.hasErrors { break }
        }
        return context
    }
}
