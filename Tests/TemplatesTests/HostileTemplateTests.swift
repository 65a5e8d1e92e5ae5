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
}
