// Outside `sources:` of Receipts: no target compiles it.
import SwiftUI

struct ReceiptSketch: View {
    var body: some View { Text("draft") }
}
