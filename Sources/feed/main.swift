import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SharedAPI
import URLSessionHTTPClient
import FileHTTPClient
import FeedApp

// The `feed` executable: reads the command line, creates the infrastructure and hands it to FeedApp.

func writeError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

let options: FeedAppOptions
do {
    options = try FeedAppOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    writeError("error: \(error)")
    exit(64)
}
if options.showHelp {
    print(FeedAppOptions.usage)
    exit(0)
}

guard let baseURL = options.baseURL ?? Bundle.module.url(forResource: "api", withExtension: nil) else {
    writeError("error: the fixture API folder shipped with feed is missing; pass --base-url.")
    exit(1)
}

let configuration = URLSessionConfiguration.ephemeral
configuration.timeoutIntervalForRequest = 10
let networkClient = URLSessionHTTPClient(session: URLSession(configuration: configuration))
let httpClient: any HTTPClient = baseURL.isFileURL
    ? SchemeRoutingHTTPClient(fileClient: FileHTTPClient(root: baseURL), networkClient: networkClient)
    : networkClient

let interactive = !options.once && isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
let writeLine: (String) -> Void = { print($0) }
// Plain output keeps standard output for the feed alone; progress and errors go to standard error.
let writeStatus: (String) -> Void = interactive ? writeLine : writeError

let storeURL = options.storePath.map { URL(fileURLWithPath: $0) } ?? options.store.defaultURL()
let store = FeedStoreOpener.open(options.store, at: storeURL, warn: writeError)

let app = FeedApp(httpClient: httpClient, store: store, baseURL: baseURL, writeLine: writeLine, writeStatus: writeStatus)
if options.once {
    let shown = await app.showFeed()
    app.exit()
    if !shown { exit(1) }
} else if interactive {
    writeLine("Type a number to see an image's comments, m to load more, h for help, q to quit.")
    await app.run(readCommand: { readLine() }, prompt: { FileHandle.standardOutput.write(Data("> ".utf8)) })
} else {
    await app.run(readCommand: { readLine() })
}
