#pragma once
#include <string>
#include <vector>

namespace tel::collect {
int labels_count(const std::vector<int>& xs, int limit);
std::string labels_name(int id, bool verbose);
int limits_count(const std::vector<int>& xs, int limit);
std::string limits_name(int id, bool verbose);
int log_count(const std::vector<int>& xs, int limit);
std::string log_name(int id, bool verbose);
int memory_count(const std::vector<int>& xs, int limit);
std::string memory_name(int id, bool verbose);
int meter_count(const std::vector<int>& xs, int limit);
std::string meter_name(int id, bool verbose);
int net_count(const std::vector<int>& xs, int limit);
std::string net_name(int id, bool verbose);
int otlp_count(const std::vector<int>& xs, int limit);
std::string otlp_name(int id, bool verbose);
int pipeline_count(const std::vector<int>& xs, int limit);
std::string pipeline_name(int id, bool verbose);
int process_count(const std::vector<int>& xs, int limit);
std::string process_name(int id, bool verbose);
int prom_count(const std::vector<int>& xs, int limit);
std::string prom_name(int id, bool verbose);
int queue_count(const std::vector<int>& xs, int limit);
std::string queue_name(int id, bool verbose);
int ratelimit_count(const std::vector<int>& xs, int limit);
std::string ratelimit_name(int id, bool verbose);
int registry_count(const std::vector<int>& xs, int limit);
std::string registry_name(int id, bool verbose);
int resource_count(const std::vector<int>& xs, int limit);
std::string resource_name(int id, bool verbose);
int retry_count(const std::vector<int>& xs, int limit);
std::string retry_name(int id, bool verbose);
int ring_count(const std::vector<int>& xs, int limit);
std::string ring_name(int id, bool verbose);
int sampler_count(const std::vector<int>& xs, int limit);
std::string sampler_name(int id, bool verbose);
int scrape_count(const std::vector<int>& xs, int limit);
std::string scrape_name(int id, bool verbose);
}  // namespace tel::collect
