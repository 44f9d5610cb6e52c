import Foundation
import GuardrailsCore
import GuardrailsRules

/// Text for `guardrails rules` and `guardrails explain <rule>`.
struct RuleDocumentation {
    let catalog: RuleCatalog

    func list() -> String {
        var text = ""
        for profile in catalog.profiles {
            text += "Profile \(profile.name): \(profile.summary)\n"
            text += rows(profile.rules)
        }
        text += "Suppression rules (every profile):\n" + rows(RuleCatalog.suppressionRules)
        return text + "\nRun `guardrails explain <rule-id>` for the rationale, options and examples.\n"
    }

    private func rows(_ rules: [any Rule.Type]) -> String {
        let descriptions = rules.map { $0.description }
        let width = descriptions.map(\.id.count).max() ?? 0
        return descriptions.map { description in
            let id = description.id + String(repeating: " ", count: width - description.id.count)
            return "  \(id)  \(description.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(description.summary)\n"
        }.joined()
    }

    func explanation(of id: String) -> String? {
        guard let description = catalog.rule(withID: id)?.description else { return nil }
        var text = "\(description.id) (default: \(description.defaultSeverity.rawValue))\n\n\(description.summary)\n\nWhy: \(description.rationale)\n"
        for contradiction in catalog.contradictions where contradiction.first == id || contradiction.second == id {
            let other = contradiction.first == id ? contradiction.second : contradiction.first
            text += "\nContradicts: \(other) (\(contradiction.reason)); a configuration may enable only one of the two.\n"
        }
        if !description.options.isEmpty {
            text += "\nOptions (rules.\(description.id).options in guardrails.json):\n"
            for option in description.options {
                text += "  \(option.name): \(option.summary) Default: \(render(option.defaultValue))\n"
            }
        }
        text += "\nTriggers on:\n" + description.triggering.map(render).joined()
        text += "\nDoes not trigger on:\n" + description.nonTriggering.map(render).joined()
        return text
    }

    private func render(_ value: OptionValue) -> String {
        switch value {
        case .bool(let flag): "\(flag)"
        case .strings(let names): "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        }
    }

    private func render(_ example: RuleExample) -> String {
        example.files.map { file in
            "  // \(file.path)\n" + file.source.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)\n" }.joined()
        }.joined() + "\n"
    }
}
