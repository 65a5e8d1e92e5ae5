import Foundation
import Testing

@testable import Templates

/// Templates from a hostile pull request: deep sections and partials that multiply stop with a located error.
@Suite struct HostileTemplateTests {
    @Test func aHundredThousandNestedSectionsIsAnErrorNotACrash() {
        let source = String(repeating: "{{#a}}", count: 100_000) + "x" + String(repeating: "{{/a}}", count: 100_000)
        #expect(throws: TemplateError.self) { try TemplateLibrary(templates: ["page": source], strictPartials: true) }
        do {
            _ = try TemplateLibrary(templates: ["page": source], strictPartials: true)
        } catch {
            #expect(error.line == 1)
            #expect(error.column == 601)
            #expect(error.reason == .sectionsTooDeep("a"))
        }
    }

    @Test func sectionsUnderTheLimitRender() throws {
        let source = String(repeating: "{{#a}}", count: 90) + "x" + String(repeating: "{{/a}}", count: 90)
        let library = try TemplateLibrary(templates: ["page": source], strictPartials: true)
        #expect(try library.render("page", .dictionary(["a": .bool(true)])) == "x")
    }

    @Test func partialsThatMultiplyAreStoppedBySize() throws {
        // p0 includes p1 twice, p1 includes p2 twice, … : 2^40 copies of the text if nothing stops it.
        var templates: [String: String] = ["page": "{{>p0}}"]
        for level in 0..<40 { templates["p\(level)"] = "{{>p\(level + 1)}}{{>p\(level + 1)}}" }
        templates["p40"] = String(repeating: "texto ", count: 100)
        let library = try TemplateLibrary(templates: templates, strictPartials: true)
        let started = Date()
        #expect(throws: TemplateError.self) { try library.render("page", .dictionary([:])) }
        #expect(Date().timeIntervalSince(started) < 30)
        do {
            _ = try library.render("page", .dictionary([:]))
        } catch {
            guard case .outputTooLarge = error.reason else {
                Issue.record("expected outputTooLarge, got \(error.reason)")
                return
            }
        }
    }

    /// Partials that each include the next twice but render nothing: 2^40 expansions that neither the depth nor
    /// the size limit would stop, stopped by the work budget at the partial where it runs out.
    @Test func partialsThatMultiplyWithoutOutputAreStoppedByWork() throws {
        var templates: [String: String] = ["page": "{{>p0}}"]
        for level in 0..<40 { templates["p\(level)"] = "{{>p\(level + 1)}}{{>p\(level + 1)}}" }
        templates["p40"] = ""
        let library = try TemplateLibrary(templates: templates, strictPartials: true)
        let started = Date()
        var caught: TemplateError?
        do { _ = try library.render("page", .dictionary([:])) } catch { caught = error }
        #expect(Date().timeIntervalSince(started) < 30)
        let error = try #require(caught)
        #expect(error.reason == .tooMuchWork(error.template))
        #expect(error.template.hasPrefix("p") && error.line == 1)
        #expect(error.reason.description.contains("took more than 20 million steps"))
    }

    /// A page too large because of one value (a huge article) says so, not that partials include each other.
    @Test func aPageTooLargeBecauseOfItsContentNamesTheValue() throws {
        let library = try TemplateLibrary(
            templates: ["page": "<main>{{{content}}}</main>{{>footer}}", "footer": "<footer>pie</footer>"],
            strictPartials: true)
        let content = String(repeating: "a", count: TemplateLibrary.maximumOutputBytes + 10)
        var caught: TemplateError?
        do { _ = try library.render("page", .dictionary(["content": .string(content)])) } catch { caught = error }
        let error = try #require(caught)
        #expect(
            error.reason
                == .valueTooLarge(template: "page", name: "content", bytes: TemplateLibrary.maximumOutputBytes + 10))
        #expect(error.reason.description.contains("'{{content}}' alone is 64 MiB; split the content"))
    }
}
