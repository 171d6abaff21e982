#pragma once
#include <string>
#include <vector>

namespace tel::output {
int shard_count(const std::vector<int>& xs, int limit);
std::string shard_name(int id, bool verbose);
int sink_count(const std::vector<int>& xs, int limit);
std::string sink_name(int id, bool verbose);
int span_count(const std::vector<int>& xs, int limit);
std::string span_name(int id, bool verbose);
int stats_count(const std::vector<int>& xs, int limit);
std::string stats_name(int id, bool verbose);
int statsd_count(const std::vector<int>& xs, int limit);
std::string statsd_name(int id, bool verbose);
int summary_count(const std::vector<int>& xs, int limit);
std::string summary_name(int id, bool verbose);
int tags_count(const std::vector<int>& xs, int limit);
std::string tags_name(int id, bool verbose);
int tcp_count(const std::vector<int>& xs, int limit);
std::string tcp_name(int id, bool verbose);
int timer_count(const std::vector<int>& xs, int limit);
std::string timer_name(int id, bool verbose);
int trace_count(const std::vector<int>& xs, int limit);
std::string trace_name(int id, bool verbose);
int udp_count(const std::vector<int>& xs, int limit);
std::string udp_name(int id, bool verbose);
int units_count(const std::vector<int>& xs, int limit);
std::string units_name(int id, bool verbose);
int uptime_count(const std::vector<int>& xs, int limit);
std::string uptime_name(int id, bool verbose);
int window_count(const std::vector<int>& xs, int limit);
std::string window_name(int id, bool verbose);
int alerts_count(const std::vector<int>& xs, int limit);
std::string alerts_name(int id, bool verbose);
int anomaly_count(const std::vector<int>& xs, int limit);
std::string anomaly_name(int id, bool verbose);
}  // namespace tel::output
