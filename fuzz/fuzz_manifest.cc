// Fuzz target: the manifest reader (corpus/manifest.h). Checks: any text is a manifest or a
// positioned error (no exception, no crash), and a manifest that reads renders to text that reads
// back to the same documents.
#include <cstdio>
#include <cstdlib>

#include "corpus/manifest.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 1 << 16) return -1;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto m = arbiter::corpus::ParseManifest(text, "manifest.json");
  if (!m.ok()) return 0;
  const std::string rendered = arbiter::corpus::RenderManifest(m->documents, "fuzz");
  auto again = arbiter::corpus::ParseManifest(rendered, "rendered.json");
  if (!again.ok() || again->documents.size() != m->documents.size()) {
    std::fprintf(stderr, "fuzz: a rendered manifest does not read back: %s\n%s\n",
                 again.ok() ? "a different number of documents" : again.status().message().c_str(),
                 rendered.c_str());
    std::abort();
  }
  for (size_t i = 0; i < m->documents.size(); ++i) {
    if (again->documents[i].key != m->documents[i].key ||
        again->documents[i].source != m->documents[i].source) {
      std::fprintf(stderr, "fuzz: document %zu changed in a manifest's round trip\n", i);
      std::abort();
    }
  }
  return 0;
}
