// The JSON position scanner and the nesting limit on any text: linear, never recursive, and the
// first too-deep bracket found outside strings.
#include <catch2/catch.hpp>
#include <string>

#include "util/json_positions.h"

namespace arbiter {

TEST_CASE("OffsetBeyondDepth finds the first bracket past the limit", "[reliability]") {
  struct Case {
    std::string text;
    int max_depth;
    size_t want;
  };
  const size_t none = std::string_view::npos;
  const std::vector<Case> cases = {
      {"", 2, none},
      {"[[]]", 2, none},
      {"[[[]]]", 2, 2},
      {"{\"a\": {\"b\": [1]}}", 2, 12},
      {"{\"a\": \"[[[[\"}", 1, none},     // brackets inside a string do not count
      {"{\"a\": \"\\\"[[[\"}", 1, none},  // nor after an escaped quote
      {"[][][][]", 1, none},              // siblings do not add up
      {"]]]][[", 1, 5},                   // stray closers do not go below zero
      {std::string(100000, '['), 64, 64},
  };
  for (const Case& c : cases) {
    INFO(c.text.substr(0, 40));
    CHECK(OffsetBeyondDepth(c.text, c.max_depth) == c.want);
  }
}

TEST_CASE("JsonPositions scans any text without recursion", "[reliability]") {
  // A million levels (was a stack overflow at 40k) and malformed text end the scan quietly.
  for (const std::string& text :
       {std::string(1'000'000, '['), std::string(1'000'000, '{'), std::string("{\"a\":[1,}"),
        std::string("[}]{\"\\"), std::string(":::,,,]]]")}) {
    JsonPositions pos(text);
    CHECK(pos.At("$").line == 1);
  }
  // Values down to the limit are recorded; deeper ones answer with their deepest recorded
  // ancestor.
  std::string text = "{\"a\": " + std::string(70, '[') + std::string(70, ']') + "}";
  JsonPositions pos(text);
  std::string path = "$.a";
  for (int i = 0; i < 62; ++i) path += "[0]";
  CHECK(pos.At(path).column == 7 + 62);
  CHECK(pos.At(path + "[0][0][0]").column == 7 + 63);
}

}  // namespace arbiter
