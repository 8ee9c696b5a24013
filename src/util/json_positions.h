// Where each value of a JSON text sits (line:col), by JSON path ("$.steps[2].do"). nlohmann's
// parser does not report positions of values, so scenario validation runs this small scanner over
// the (already validated) text to point diagnostics at the right place.
#pragma once

#include <map>
#include <string>
#include <string_view>

namespace arbiter {

struct Position {
  int line = 0;    // 1-based
  int column = 0;  // 1-based, in characters
};

class JsonPositions {
 public:
  // Scans `text` (valid JSON). Paths: "$" for the root, "$.key", "$.list[3]"; the position of an
  // object member's KEY is stored under path + "#key".
  explicit JsonPositions(std::string_view text);
  // The position of `path`, else of its nearest recorded ancestor, else 1:1.
  Position At(const std::string& path) const;
  Position KeyAt(const std::string& path) const;

 private:
  std::map<std::string, Position> positions_;
};

// line:col of a byte offset in `text` (columns count characters, not bytes).
Position PositionOfOffset(std::string_view text, size_t offset);

// Where the JSON parser's out-of-range complaint points: the byte offset of the first occurrence in
// `text` of the token the message quotes ("number overflow parsing '1e400'"), 0 when not found.
size_t OffsetOfQuotedToken(std::string_view text, std::string_view message);

// The text of line `line` (1-based), without its newline.
std::string LineText(std::string_view text, int line);

}  // namespace arbiter
