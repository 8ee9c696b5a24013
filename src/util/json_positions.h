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
  // Scans `text` (valid JSON; any text is safe, in linear time, and values nested deeper than
  // kMaxJsonDepth are not recorded). Paths: "$" for the root, "$.key", "$.list[3]"; the position of
  // an object member's KEY is stored under path + "#key".
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

// The deepest nesting of arrays and objects arbiter reads in any JSON file (scenarios nest about
// six levels): deeper text is refused before it is parsed, with a positioned diagnostic.
inline constexpr int kMaxJsonDepth = 64;

// The byte offset of the '[' or '{' (outside strings) that opens level max_depth + 1 of `text`,
// else npos. Linear in the text, whatever its nesting.
size_t OffsetBeyondDepth(std::string_view text, int max_depth = kMaxJsonDepth);

// The text of line `line` (1-based), without its newline.
std::string LineText(std::string_view text, int line);

}  // namespace arbiter
