#include "corpus/manifest.h"

#include <catch2/catch.hpp>

namespace arbiter::corpus {
namespace {

std::string Parse(const std::string& text) {
  auto m = ParseManifest(text, "m.json");
  if (!m.ok()) return m.status().message();
  std::string out;
  for (size_t i = 0; i < m->documents.size(); ++i) {
    out +=
        m->documents[i].key + "@" + std::to_string(m->lines[i]) + "/" + m->documents[i].role + ";";
  }
  return out;
}

TEST_CASE("ParseManifest reads documents and reports errors with file:line:col", "[manifest]") {
  struct Row {
    const char* text;
    const char* expected;
  };
  const Row rows[] = {
      {"{\"schema\": 1, \"documents\": [\n  {\"key\": \"a\", \"game\": \"g\", \"format\": \"f\", "
       "\"source\": \"s\", \"extra\": 1},\n  {\"key\": \"b\", \"game\": \"g\", \"format\": \"f\", "
       "\"source\": \"s\", \"role\": \"secondary\"}\n]}",
       "a@2/primary;b@3/secondary;"},
      {"{\"documents\": [\n  {\"key\": \"a\",}\n]}",
       "m.json:2:15: malformed JSON: syntax error while parsing object key - unexpected '}'; "
       "expected string literal\n    {\"key\": \"a\",}\n                ^"},
      {"{\"documents\": [\n  {\"key\": \"a\", \"game\": \"g\", \"source\": \"s\"}\n]}",
       "m.json:2:3: document 1 lacks the required field \"format\"\n    {\"key\": \"a\", \"game\": "
       "\"g\", \"source\": \"s\"}\n    ^"},
      {"{\"documents\": [\n  {\"key\": \"a\", \"game\": 3, \"format\": \"f\", \"source\": "
       "\"s\"}\n]}",
       "m.json:2:16: field \"game\" must be a string\n    {\"key\": \"a\", \"game\": 3, "
       "\"format\": "
       "\"f\", \"source\": \"s\"}\n                 ^"},
      {"{\"documents\": [\n {\"key\": \"a\", \"game\": \"g\", \"format\": \"f\", \"source\": "
       "\"s\"},\n"
       " {\"key\": \"a\", \"game\": \"g\", \"format\": \"f\", \"source\": \"s\"}\n]}",
       "m.json:3:3: duplicate document key \"a\"\n   {\"key\": \"a\", \"game\": \"g\", \"format\": "
       "\"f\", \"source\": \"s\"}\n    ^"},
      {"{\"documents\": [\n {\"key\": \"a\", \"game\": \"g\", \"format\": \"f\", \"source\": "
       "\"s\", "
       "\"role\": \"main\"}\n]}",
       "m.json:2:58: role must be \"primary\", \"secondary\", \"rulings\" or \"cards\", not "
       "\"main\"\n   "
       "{\"key\": \"a\", \"game\": \"g\", \"format\": \"f\", \"source\": \"s\", \"role\": "
       "\"main\"}\n"
       "                                                           ^"},
      {"{\"schema\": 2, \"documents\": []}",
       "m.json:1:2: unsupported manifest schema (this arbiter reads schema 1)\n  {\"schema\": 2, "
       "\"documents\": []}\n   ^"},
      {"[]", "m.json:1:1: expected a JSON object\n  []\n  ^"},
      {"",
       "m.json:1:1: malformed JSON: syntax error while parsing value - unexpected end of input; "
       "expected '[', '{', or a literal\n  \n  ^"},
  };
  for (const Row& row : rows) {
    INFO(row.text);
    CHECK(Parse(row.text) == row.expected);
  }
}

TEST_CASE("RenderManifest output parses back to the same documents", "[manifest]") {
  Document d{
      "mtg@2027-01-01", "mtg",     "CR", "2027-01-01", "2027-01-01", "mtg-cr", "local/mtg/CR.txt",
      "imported",       "primary", ""};
  auto m = ParseManifest(RenderManifest({d}, "c"), "x");
  REQUIRE(m.ok());
  REQUIRE(m->documents.size() == 1);
  CHECK(m->documents[0].key == d.key);
  CHECK(m->documents[0].source == d.source);
  CHECK(m->documents[0].effective == d.effective);
}

TEST_CASE("The bundled manifest parses", "[manifest]") {
  auto m = LoadManifest(std::string(ARBITER_SOURCE_DIR) + "/rules-db/manifest.json");
  REQUIRE(m.ok());
  CHECK(m->documents.size() >= 9);
}

}  // namespace
}  // namespace arbiter::corpus
