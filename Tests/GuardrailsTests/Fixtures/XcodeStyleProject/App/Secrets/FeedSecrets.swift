import Foundation

// Listed in the Feed target by guardrails.json, though it sits beside the templates.
struct FeedSecrets {
    let session = URLSession.shared
}
