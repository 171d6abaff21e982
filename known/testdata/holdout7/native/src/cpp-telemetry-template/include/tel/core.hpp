#pragma once
#include <string>
#include <vector>

namespace tel::core {
int agent_count(const std::vector<int>& xs, int limit);
std::string agent_name(int id, bool verbose);
int batch_count(const std::vector<int>& xs, int limit);
std::string batch_name(int id, bool verbose);
int buffer_count(const std::vector<int>& xs, int limit);
std::string buffer_name(int id, bool verbose);
int clock_count(const std::vector<int>& xs, int limit);
std::string clock_name(int id, bool verbose);
int codec_count(const std::vector<int>& xs, int limit);
std::string codec_name(int id, bool verbose);
int compress_count(const std::vector<int>& xs, int limit);
std::string compress_name(int id, bool verbose);
int config_count(const std::vector<int>& xs, int limit);
std::string config_name(int id, bool verbose);
int counter_count(const std::vector<int>& xs, int limit);
std::string counter_name(int id, bool verbose);
int cpu_count(const std::vector<int>& xs, int limit);
std::string cpu_name(int id, bool verbose);
int disk_count(const std::vector<int>& xs, int limit);
std::string disk_name(int id, bool verbose);
int dns_count(const std::vector<int>& xs, int limit);
std::string dns_name(int id, bool verbose);
int env_count(const std::vector<int>& xs, int limit);
std::string env_name(int id, bool verbose);
int exporter_count(const std::vector<int>& xs, int limit);
std::string exporter_name(int id, bool verbose);
int filter_count(const std::vector<int>& xs, int limit);
std::string filter_name(int id, bool verbose);
int gauge_count(const std::vector<int>& xs, int limit);
std::string gauge_name(int id, bool verbose);
int histogram_count(const std::vector<int>& xs, int limit);
std::string histogram_name(int id, bool verbose);
int host_count(const std::vector<int>& xs, int limit);
std::string host_name(int id, bool verbose);
int http_count(const std::vector<int>& xs, int limit);
std::string http_name(int id, bool verbose);
}  // namespace tel::core
