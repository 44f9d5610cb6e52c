import FeedCache
import Foundation

/// Runs one operation sequence against fresh store instances at a fresh location and against the model, and
/// reports the first step where the store's answer is not the model's.
struct ModelSequenceRun {
    struct Discrepancy: Equatable {
        /// Index of the step in the sequence.
        let step: Int
        let message: String
    }

    let makeStore: (URL) throws -> any FeedStore
    let makeLocation: () throws -> URL

    func discrepancy(in operations: [ModelOperation]) -> Discrepancy? {
        let location: URL
        do {
            location = try makeLocation()
        } catch {
            return Discrepancy(step: 0, message: "could not create a directory for the sequence: \(error)")
        }
        defer { try? FileManager.default.removeItem(at: location) }

        var model = FeedStoreModel()
        var instances: [any FeedStore] = []
        do {
            instances.append(try makeStore(location))
        } catch {
            return Discrepancy(step: 0, message: "making the first instance threw: \(error)")
        }
        for (step, operation) in operations.enumerated() {
            let store = operation.instance.map { instances[$0 % instances.count] }
            let problem: String?
            switch operation {
            case let .insert(cache, _):
                problem = failure(of: "insert") { try store!.insert(cache.feed, timestamp: cache.timestamp) }
                model.insert(cache.feed, timestamp: cache.timestamp)
            case .delete:
                problem = failure(of: "delete") { try store!.deleteCachedFeed() }
                model.delete()
            case .retrieve:
                do {
                    let lines = ValueDescription.differences(expected: model.cache, delivered: try store!.retrieve())
                    problem = lines.isEmpty ? nil : "retrieve delivered another cache than the model: \(lines.joined(separator: "; "))"
                } catch {
                    problem = "retrieve threw: \(error)"
                }
            case let .insertData(data, url, _):
                guard let store = store as? any FeedImageDataStore else { return notAnImageDataStore(at: step) }
                do {
                    try store.insert(data, for: url)
                    problem = nil
                } catch {
                    // Data for a URL outside the cached feed may be refused as well as dropped.
                    problem = model.keepsData(for: url) ? "insert data threw for a URL of the cached feed: \(error)" : nil
                }
                model.insert(data, for: url)
            case let .retrieveData(url, _):
                guard let store = store as? any FeedImageDataStore else { return notAnImageDataStore(at: step) }
                do {
                    problem = ValueDescription.difference(expected: model.imageData[url], delivered: try store.retrieve(dataForURL: url))
                        .map { "retrieve data delivered other data than the model: \($0)" }
                } catch {
                    problem = "retrieve data threw: \(error)"
                }
            case .openInstance:
                do {
                    instances.append(try makeStore(location))
                    problem = nil
                } catch {
                    problem = "making another instance threw: \(error)"
                }
            case let .dropInstance(index):
                if instances.count > 1 { instances.remove(at: index % instances.count) }
                problem = nil
            }
            if let problem { return Discrepancy(step: step, message: problem) }
        }
        return nil
    }

    private func failure(of call: String, _ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(call) threw: \(error)"
        }
    }

    private func notAnImageDataStore(at step: Int) -> Discrepancy {
        Discrepancy(step: step, message: "the store is not a FeedImageDataStore")
    }
}
