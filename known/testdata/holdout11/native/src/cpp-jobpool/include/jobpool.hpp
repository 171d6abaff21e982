#pragma once
#include <map>
#include <string>
#include <vector>
#include <cstddef>

struct Stats {
    std::size_t done = 0;
    std::size_t failed = 0;
};

[[deprecated("use run_all(jobs, workers) instead")]]
void run_serial(const std::vector<std::string>& jobs, Stats& st);
void run_all(const std::vector<std::string>& jobs, unsigned workers, Stats& st);
void merge_stats(Stats& into, const Stats& from);
int config_int(const std::map<std::string, std::string>& cfg, const std::string& key);
