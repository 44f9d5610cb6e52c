import GuardrailsCore
import GuardrailsRules

/// Parses `guardrails [lint] [paths…] [options]`, `rules`, `explain <rule>`, `init`.
enum ArgumentReader {
    static func read(_ arguments: [String]) throws -> CommandLineOptions {
        var options = CommandLineOptions()
        var remaining = arguments[...]
        var positional: [String] = []
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help", "help": options.command = .help
            case "-V", "--version", "version": options.command = .version
            case "--strict": options.isStrict = true
            case "--strict-baseline": options.isStrictBaseline = true
            case "--force": options.isForced = true
            case "--format": options.format = try format(try value(after: argument, in: &remaining))
            case "--config": options.configPath = try value(after: argument, in: &remaining)
            case "--baseline": options.baselinePath = try value(after: argument, in: &remaining)
            case "--write-baseline": options.writeBaselinePath = try value(after: argument, in: &remaining)
            case "--jobs", "-j": options.jobs = try jobs(try value(after: argument, in: &remaining))
            case "--manifest": options.manifestMode = try manifestMode(try value(after: argument, in: &remaining))
            case "--verbose": options.isVerbose = true
            case "--":
                positional.append(contentsOf: remaining)
                remaining = []
            default:
                if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                    remaining.insert(contentsOf: [String(argument[..<equals]), String(argument[argument.index(after: equals)...])], at: remaining.startIndex)
                } else if argument.hasPrefix("-"), argument != "-" {
                    throw UsageError(message: "unknown option '\(argument)'")
                } else {
                    positional.append(argument)
                }
            }
        }
        guard options.command == .lint else { return options }
        return try applyingSubcommand(positional, to: options)
    }

    private static func applyingSubcommand(_ positional: [String], to options: CommandLineOptions) throws -> CommandLineOptions {
        var options = options
        switch positional.first {
        case "lint":
            options.paths = Array(positional.dropFirst())
        case "rules":
            guard positional.count == 1 else { throw UsageError(message: "'rules' takes no arguments") }
            options.command = .rules
        case "explain":
            guard positional.count == 2 else { throw UsageError(message: "usage: guardrails explain <rule-id>") }
            options.command = .explain(positional[1])
        case "init":
            guard positional.count == 1 else { throw UsageError(message: "'init' takes no arguments") }
            options.command = .initialize
        default:
            options.paths = positional
        }
        return options
    }

    private static func value(after option: String, in remaining: inout ArraySlice<String>) throws -> String {
        guard let value = remaining.popFirst() else { throw UsageError(message: "\(option) needs a value") }
        return value
    }

    private static func format(_ text: String) throws -> OutputFormat {
        guard let format = OutputFormat(rawValue: text) else {
            throw UsageError(message: "unknown format '\(text)'; use one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return format
    }

    private static func manifestMode(_ text: String) throws -> ManifestMode {
        guard let mode = ManifestMode(rawValue: text) else {
            throw UsageError(message: "unknown manifest mode '\(text)'; use read (the default: Package.swift is read, never run) or describe (asks SwiftPM, which runs it)")
        }
        return mode
    }

    private static func jobs(_ text: String) throws -> Int {
        guard let jobs = Int(text), jobs > 0 else { throw UsageError(message: "--jobs needs a positive number, got '\(text)'") }
        return jobs
    }
}
