// arbiter: rules-judging and ruling lookup for trading card game judges.
#include "cli/cli.h"

int main(int argc, char** argv) { return arbiter::cli::Main(argc, argv); }
