#pragma once
#include <string>
#include <vector>

namespace tel::plugins {
int apdex_count(const std::vector<int>& xs, int limit);
std::string apdex_name(int id, bool verbose);
int backoff_count(const std::vector<int>& xs, int limit);
std::string backoff_name(int id, bool verbose);
int cardinality_count(const std::vector<int>& xs, int limit);
std::string cardinality_name(int id, bool verbose);
int cgroup_count(const std::vector<int>& xs, int limit);
std::string cgroup_name(int id, bool verbose);
int conntrack_count(const std::vector<int>& xs, int limit);
std::string conntrack_name(int id, bool verbose);
int dedupe_count(const std::vector<int>& xs, int limit);
std::string dedupe_name(int id, bool verbose);
int drops_count(const std::vector<int>& xs, int limit);
std::string drops_name(int id, bool verbose);
int errors_count(const std::vector<int>& xs, int limit);
std::string errors_name(int id, bool verbose);
int heartbeat_count(const std::vector<int>& xs, int limit);
std::string heartbeat_name(int id, bool verbose);
int inode_count(const std::vector<int>& xs, int limit);
std::string inode_name(int id, bool verbose);
int jitter_count(const std::vector<int>& xs, int limit);
std::string jitter_name(int id, bool verbose);
int kafka_count(const std::vector<int>& xs, int limit);
std::string kafka_name(int id, bool verbose);
int latency_count(const std::vector<int>& xs, int limit);
std::string latency_name(int id, bool verbose);
int load_count(const std::vector<int>& xs, int limit);
std::string load_name(int id, bool verbose);
int mqtt_count(const std::vector<int>& xs, int limit);
std::string mqtt_name(int id, bool verbose);
int nginx_count(const std::vector<int>& xs, int limit);
std::string nginx_name(int id, bool verbose);
int ntp_count(const std::vector<int>& xs, int limit);
std::string ntp_name(int id, bool verbose);
int oom_count(const std::vector<int>& xs, int limit);
std::string oom_name(int id, bool verbose);
int postgres_count(const std::vector<int>& xs, int limit);
std::string postgres_name(int id, bool verbose);
int redis_count(const std::vector<int>& xs, int limit);
std::string redis_name(int id, bool verbose);
int snmp_count(const std::vector<int>& xs, int limit);
std::string snmp_name(int id, bool verbose);
int swap_count(const std::vector<int>& xs, int limit);
std::string swap_name(int id, bool verbose);
int thermal_count(const std::vector<int>& xs, int limit);
std::string thermal_name(int id, bool verbose);
}  // namespace tel::plugins
