#include "util/diagnostics.h"

#include <catch2/catch.hpp>

namespace arbiter {

TEST_CASE("Diagnostics render sorted, with the line, a caret, notes and help", "[util]") {
  Diagnostics diags;
  Diagnostic d;
  d.file = "s.json";
  d.line = 3;
  d.column = 11;
  d.message = "unknown action 'atach'";
  d.code = "unknown-action";
  d.json_path = "$.steps[0].do";
  d.source_line = R"(  {"do": "atach"})";
  d.help = "did you mean 'attach'?";
  diags.Add(d);
  diags.Error("a.json", 1, 0, "expected an object");
  CHECK(diags.HasErrors());
  CHECK(diags.Render() ==
        "a.json:1: error: expected an object\n"
        "s.json:3:11: error: unknown action 'atach' [unknown-action]\n"
        "    {\"do\": \"atach\"}\n"
        "            ^\n"
        "  at $.steps[0].do\n"
        "help: did you mean 'attach'?\n");
}

TEST_CASE("A diagnostic without a file starts with arbiter:", "[util]") {
  Diagnostic d;
  d.message = "no database";
  CHECK(RenderDiagnostic(d) == "arbiter: error: no database\n");
}

}  // namespace arbiter
