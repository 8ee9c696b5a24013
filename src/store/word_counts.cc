#include "store/word_counts.h"

#include <algorithm>
#include <utility>

#include "store/text_words.h"

namespace arbiter::store {

int WordCounts::Interned::Of(std::string s) {
  auto [it, added] = number.try_emplace(std::move(s), static_cast<int>(text.size()));
  if (added) text.push_back(it->first);
  return it->second;
}

const std::vector<int>& WordCounts::WordsOf(const std::string& text) {
  auto [it, added] = words_of_.try_emplace(text);
  if (added) {
    for (auto& w : Words(text)) {
      if (!IsNumber(w) && w.size() <= 40) it->second.push_back(words.Of(std::move(w)));
    }
  }
  return it->second;
}

void WordCounts::Count(const std::string& text) {
  const std::vector<int>& numbers = WordsOf(text);
  if (vocabulary.size() < words.text.size()) vocabulary.resize(words.text.size());
  for (int n : numbers) ++vocabulary[n];
}

void WordCounts::CountRule(const std::string& doc, const std::string& title,
                           const std::string& text) {
  auto [it, added] = stems_of_.try_emplace(title + '\x1f' + text);
  std::vector<int>& numbers = it->second;
  if (added) {
    std::vector<std::string> found;
    for (const auto* t : {&title, &text}) {
      for (int w : WordsOf(*t)) found.push_back(CrudeStem(words.text[w]));
    }
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
    for (auto& stem : found) numbers.push_back(stems.Of(std::move(stem)));
  }
  auto& counts = stem_rules[doc];
  if (counts.size() < stems.text.size()) counts.resize(stems.text.size());
  for (int n : numbers) ++counts[n];
}

AsyncWordCounts::AsyncWordCounts() : worker_([this] { Run(); }) {}

AsyncWordCounts::~AsyncWordCounts() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.clear();
    done_ = true;
  }
  cv_.notify_one();
  if (worker_.joinable()) worker_.join();
}

void AsyncWordCounts::Count(const std::string& text) { Queue({"", "", text, false}); }

void AsyncWordCounts::CountRule(const std::string& doc, const std::string& title,
                                const std::string& text) {
  Queue({doc, title, text, true});
}

void AsyncWordCounts::Queue(Job job) {
  batch_.push_back(std::move(job));
  if (batch_.size() >= 256) Flush();
}

void AsyncWordCounts::Flush() {
  if (batch_.empty()) return;
  {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.push_back(std::move(batch_));
  }
  batch_.clear();
  cv_.notify_one();
}

const WordCounts& AsyncWordCounts::Wait() {
  Flush();
  {
    std::lock_guard<std::mutex> lock(mu_);
    done_ = true;
  }
  cv_.notify_one();
  if (worker_.joinable()) worker_.join();
  return counts_;
}

void AsyncWordCounts::Run() {
  while (true) {
    std::vector<Job> jobs;
    {
      std::unique_lock<std::mutex> lock(mu_);
      cv_.wait(lock, [this] { return done_ || !queue_.empty(); });
      if (queue_.empty()) return;  // done, and everything counted
      jobs = std::move(queue_.front());
      queue_.pop_front();
    }
    for (const Job& j : jobs) {
      if (j.rule) {
        counts_.CountRule(j.doc, j.title, j.text);
      } else {
        counts_.Count(j.text);
      }
    }
  }
}

}  // namespace arbiter::store
