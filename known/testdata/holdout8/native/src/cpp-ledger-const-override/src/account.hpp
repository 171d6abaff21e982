#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace ledger {

struct Entry {
    std::string date;
    std::string memo;
    std::int64_t cents;
};

class Account {
public:
    explicit Account(std::string name) : name_(std::move(name)) {}

    const std::string& name() const { return name_; }
    void post(Entry e);
    std::int64_t balance();  // cached; recomputed after post()
    const std::vector<Entry>& entries() const { return entries_; }

private:
    std::string name_;
    std::vector<Entry> entries_;
    std::int64_t cached_ = 0;
    bool dirty_ = false;
};

std::string format_cents(std::int64_t cents);

} // namespace ledger
