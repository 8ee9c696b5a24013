// The word counts the build writes beside the full-text index: each word's occurrences in the
// indexed texts (the vocabulary typo correction reads) and, per document, how many rules use each
// crude stem (stem_rules, which game a question's words belong to). Counting is pure CPU work on
// the texts, so the writer hands it to a worker thread that counts in the order the rows are
// added while the writer's own thread writes them (AsyncWordCounts).
#pragma once

#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <vector>

namespace arbiter::store {

// The counts themselves. Words and stems are numbered as first met; the counts are kept by
// number. Not thread-safe.
struct WordCounts {
  // Hashes a string and a view of one alike, so that a word is looked up without a copy.
  struct TextHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };
  struct Interned {
    std::unordered_map<std::string, int, TextHash, std::equal_to<>> number;
    std::vector<std::string> text;
    int Of(std::string_view s);
  };
  Interned words, stems;
  std::vector<int64_t> vocabulary;  // word number -> occurrences in the indexed texts
  // document -> stem number -> rules of the document that use it.
  std::map<std::string, std::vector<int64_t>> stem_rules;

  // Counts the words of `text` (no numbers, none over 40 bytes) in the vocabulary.
  void Count(const std::string& text);
  // Counts, for `doc`, one rule for each distinct crude stem of its title and text.
  void CountRule(const std::string& doc, const std::string& title, const std::string& text);

 private:
  const std::vector<int>& WordsOf(const std::string& text);
  int StemOf(int word);
  // Most texts recur unchanged in every release of a document, so each distinct text is split
  // into words once, and each distinct (title, text) into its distinct stems once (keyed by the
  // two texts' entries of words_of_, whose nodes never move).
  std::unordered_map<std::string, std::vector<int>> words_of_;
  struct PairHash {
    size_t operator()(const std::pair<const void*, const void*>& p) const {
      return std::hash<const void*>()(p.first) * 31 + std::hash<const void*>()(p.second);
    }
  };
  std::unordered_map<std::pair<const void*, const void*>, std::vector<int>, PairHash> stems_of_;
  std::vector<int> stem_of_word_;  // word number -> stem number, -1 until asked
};

// WordCounts on a worker thread: Count and CountRule queue the texts (copied) and return; Wait
// returns the counts once every queued text is counted. The worker counts in queue order, so the
// counts are those WordCounts gives when called in the same order on one thread.
class AsyncWordCounts {
 public:
  AsyncWordCounts();
  ~AsyncWordCounts();  // stops the worker (what is still queued is dropped)
  AsyncWordCounts(const AsyncWordCounts&) = delete;
  AsyncWordCounts& operator=(const AsyncWordCounts&) = delete;

  void Count(const std::string& text);
  void CountRule(const std::string& doc, const std::string& title, const std::string& text);
  // Count(title), Count(text), CountRule(doc, title, text) and Count of each example, queued as
  // one job (each text copied once).
  void CountAllOfRule(const std::string& doc, const std::string& title, const std::string& text,
                      const std::vector<std::string>& examples);
  // Every text queued so far counted. Call once, after the last Count or CountRule.
  const WordCounts& Wait();

 private:
  struct Job {
    std::string doc, title, text;
    bool rule = false;
    bool all = false;  // CountAllOfRule: also Count(title), Count(text) and the examples
    std::vector<std::string> examples;
  };
  void Queue(Job job);
  void Flush();  // hands the batch to the worker
  void Run();    // the worker's loop

  WordCounts counts_;       // the worker's until Wait returns
  std::vector<Job> batch_;  // the writer's thread only
  std::mutex mu_;           // guards queue_ and done_
  std::condition_variable cv_;
  std::deque<std::vector<Job>> queue_;
  bool done_ = false;
  std::thread worker_;
};

}  // namespace arbiter::store
