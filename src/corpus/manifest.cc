#include "corpus/manifest.h"

#include <nlohmann/json.hpp>

#include "corpus/windows.h"
#include "util/files.h"
#include "util/json_positions.h"
#include "util/strings.h"

namespace arbiter::corpus {
namespace {

using nlohmann::json;

Status ErrorAt(std::string_view text, const std::string& file, size_t offset,
               const std::string& message) {
  // Positions as scenario diagnostics count them (line, column in characters).
  const Position at = PositionOfOffset(text, offset);
  const int line = at.line, col = at.column;
  std::string src = LineText(text, line);
  std::string caret(static_cast<size_t>(col > 1 ? col - 1 : 0), ' ');
  for (size_t i = 0; i < caret.size() && i < src.size(); ++i) {
    if (src[i] == '\t') caret[i] = '\t';
  }
  return Status::Corruption(file + ":" + std::to_string(line) + ":" + std::to_string(col) + ": " +
                            message + "\n  " + src + "\n  " + caret + "^");
}

// Byte offsets of the objects that are elements of the "documents" array, found by a scan that
// follows strings and nesting (nlohmann does not report positions of values).
std::vector<size_t> EntryOffsets(std::string_view text) {
  std::vector<size_t> out;
  int depth = 0;
  bool in_string = false;
  size_t docs_depth = std::string::npos;  // depth inside the documents array
  std::string last_key;
  std::string cur;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        in_string = false;
        last_key = cur;
      } else {
        cur += c;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
      cur.clear();
    } else if (c == '{' || c == '[') {
      ++depth;
      if (c == '[' && depth == 2 && last_key == "documents")
        docs_depth = static_cast<size_t>(depth);
      if (c == '{' && docs_depth != std::string::npos &&
          static_cast<size_t>(depth) == docs_depth + 1) {
        out.push_back(i);
      }
    } else if (c == '}' || c == ']') {
      if (c == ']' && static_cast<size_t>(depth) == docs_depth) docs_depth = std::string::npos;
      --depth;
    }
  }
  return out;
}

// Offset of `"field"` inside the entry starting at `start`, else `start`.
size_t FieldOffset(std::string_view text, size_t start, const std::string& field) {
  size_t end = text.find('}', start);
  size_t at = text.find("\"" + field + "\"", start);
  return at != std::string_view::npos && at < end ? at : start;
}

}  // namespace

Result<Manifest> ParseManifest(std::string_view text, const std::string& file) {
  json root;
  try {
    root = json::parse(text.begin(), text.end());
  } catch (const json::parse_error& e) {
    // e.what(): "[json.exception.parse_error.101] parse error at line 3, column 5: <reason>"
    std::string reason = e.what();
    size_t colon = reason.find(": ", reason.find("parse error"));
    if (colon != std::string::npos) reason = reason.substr(colon + 2);
    size_t offset = e.byte > 0 ? e.byte - 1 : 0;
    return ErrorAt(text, file, offset, "malformed JSON: " + reason);
  } catch (const json::exception& e) {  // a number out of range, such as 1e400
    const std::string what = e.what();
    return ErrorAt(text, file, OffsetOfQuotedToken(text, what),
                   "malformed JSON: " + what.substr(what.find(']') + 2));
  }
  if (!root.is_object()) return ErrorAt(text, file, 0, "expected a JSON object");
  if (root.contains("schema") &&
      (!root["schema"].is_number_integer() || root["schema"].get<int>() != kManifestSchema)) {
    return ErrorAt(text, file, FieldOffset(text, 0, "schema"),
                   "unsupported manifest schema (this arbiter reads schema " +
                       std::to_string(kManifestSchema) + ")");
  }
  if (!root.contains("documents") || !root["documents"].is_array()) {
    return ErrorAt(text, file, 0, "expected a \"documents\" array");
  }
  const std::vector<size_t> offsets = EntryOffsets(text);
  Manifest m;
  m.path = file;
  const json& docs = root["documents"];
  for (size_t i = 0; i < docs.size(); ++i) {
    const size_t at = i < offsets.size() ? offsets[i] : 0;
    const json& e = docs[i];
    if (!e.is_object())
      return ErrorAt(text, file, at, "document " + std::to_string(i + 1) + " is not an object");
    Document d;
    struct Field {
      const char* name;
      std::string* dest;
      bool required;
    };
    const Field fields[] = {
        {"key", &d.key, true},
        {"game", &d.game, true},
        {"title", &d.title, false},
        {"version", &d.version, false},
        {"effective", &d.effective, false},
        {"format", &d.format, true},
        {"source", &d.source, true},
        {"provenance", &d.provenance, false},
        {"role", &d.role, false},
        {"checks", &d.checks, false},
        {"printed", &d.printed, false},
        {"kind", &d.kind, false},
        {"until", &d.until, false},
        {"replaced_by", &d.replaced_by, false},
    };
    for (const Field& f : fields) {
      auto it = e.find(f.name);
      if (it == e.end()) {
        if (f.required) {
          return ErrorAt(text, file, at,
                         std::string("document ") + std::to_string(i + 1) +
                             " lacks the required field \"" + f.name + "\"");
        }
        continue;
      }
      if (!it->is_string()) {
        return ErrorAt(text, file, FieldOffset(text, at, f.name),
                       std::string("field \"") + f.name + "\" must be a string");
      }
      *f.dest = it->get<std::string>();
      if (f.required && f.dest->empty()) {
        return ErrorAt(text, file, FieldOffset(text, at, f.name),
                       std::string("field \"") + f.name + "\" must not be empty");
      }
    }
    for (const char* name : {"effective", "printed", "until"}) {
      const std::string& value = name == std::string("effective") ? d.effective
                                 : name == std::string("printed") ? d.printed
                                                                  : d.until;
      if (!value.empty() && !IsIsoDate(value)) {
        return ErrorAt(text, file, FieldOffset(text, at, name),
                       std::string("field \"") + name +
                           "\" must be a date like 2026-07-24, not \"" + value + "\"");
      }
    }
    if (d.role.empty()) d.role = "primary";
    if (d.role != "primary" && d.role != "secondary" && d.role != "rulings" && d.role != "cards") {
      return ErrorAt(text, file, FieldOffset(text, at, "role"),
                     "role must be \"primary\", \"secondary\", \"rulings\" or \"cards\", not \"" +
                         d.role + "\"");
    }
    for (const Document& other : m.documents) {
      if (other.key == d.key) {
        return ErrorAt(text, file, FieldOffset(text, at, "key"),
                       "duplicate document key \"" + d.key + "\"");
      }
    }
    m.documents.push_back(std::move(d));
    m.lines.push_back(PositionOfOffset(text, at).line);
  }
  return m;
}

Result<Manifest> LoadManifest(const std::string& path) {
  auto text = ReadFile(path);
  if (!text.ok()) return text.status();
  return ParseManifest(*text, path);
}

std::string RenderManifest(const std::vector<Document>& documents, const std::string& comment) {
  using ordered = nlohmann::ordered_json;
  ordered root = ordered::object();
  root["schema"] = kManifestSchema;
  if (!comment.empty()) root["comment"] = comment;
  ordered docs = ordered::array();
  for (const Document& d : documents) {
    ordered e = ordered::object();
    e["key"] = d.key;
    e["game"] = d.game;
    e["title"] = d.title;
    e["version"] = d.version;
    e["effective"] = d.effective;
    if (!d.printed.empty()) e["printed"] = d.printed;
    if (!d.until.empty()) e["until"] = d.until;
    if (!d.replaced_by.empty()) e["replaced_by"] = d.replaced_by;
    if (!d.kind.empty()) e["kind"] = d.kind;
    e["format"] = d.format;
    e["source"] = d.source;
    e["provenance"] = d.provenance;
    if (d.role != "primary") e["role"] = d.role;
    if (!d.checks.empty()) e["checks"] = d.checks;
    docs.push_back(std::move(e));
  }
  root["documents"] = std::move(docs);
  return root.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace arbiter::corpus
