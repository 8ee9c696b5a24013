// The corpus manifest: rules-db/manifest.json lists the bundled documents, and
// rules-db/local/manifest.json the ones a user added with `arbiter import`. Both have the shape
//   {"schema": 1, "documents": [{"key": ..., "game": ..., "title": ..., "version": ...,
//     "effective": ..., "format": ..., "source": ..., "provenance": ..., "role": ...,
//     "checks": ..., "printed": ..., "kind": ..., "until": ..., "replaced_by": ...}, ...]}
// key, game, format and source are required; unknown fields are ignored. effective, printed and
// until, when given, are dates (YYYY-MM-DD); see corpus/model.h Document for what each means.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "corpus/model.h"
#include "util/status.h"

namespace arbiter::corpus {

inline constexpr int kManifestSchema = 1;

struct Manifest {
  std::string path;                 // as given to LoadManifest
  std::vector<Document> documents;  // in file order
  std::vector<int> lines;           // 1-based line where each document's object starts
};

// Parses manifest text. Malformed JSON or a missing/mistyped field is Corruption with the message
//   <file>:<line>:<col>: <what is wrong>
//     <the line>
//     <caret>
// A duplicate key is Corruption at the second entry.
Result<Manifest> ParseManifest(std::string_view text, const std::string& file);

// Reads and parses the file; IoError when it cannot be read.
Result<Manifest> LoadManifest(const std::string& path);

// The JSON text of a manifest holding `documents` (the form ParseManifest reads), ending in '\n'.
std::string RenderManifest(const std::vector<Document>& documents, const std::string& comment);

}  // namespace arbiter::corpus
