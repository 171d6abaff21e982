#ifndef PKTGATE_H
#define PKTGATE_H

#include <stddef.h>
#include <stdint.h>

struct pg_ctx {
	const char *name;
	int verbose;
	unsigned long ticks;
	int fds[8];
	size_t nfds;
};

struct pg_opt {
	const char *key;
	int value;
	int flags;
};

int acl_init(struct pg_ctx *ctx);
size_t acl_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int acl_tune(struct pg_ctx *ctx, int level);
int addr_init(struct pg_ctx *ctx);
size_t addr_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int addr_tune(struct pg_ctx *ctx, int level);
int alloc_init(struct pg_ctx *ctx);
size_t alloc_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int alloc_tune(struct pg_ctx *ctx, int level);
int arena_init(struct pg_ctx *ctx);
size_t arena_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int arena_tune(struct pg_ctx *ctx, int level);
int audit_init(struct pg_ctx *ctx);
size_t audit_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int audit_tune(struct pg_ctx *ctx, int level);
int backoff_init(struct pg_ctx *ctx);
size_t backoff_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int backoff_tune(struct pg_ctx *ctx, int level);
int bitmap_init(struct pg_ctx *ctx);
size_t bitmap_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int bitmap_tune(struct pg_ctx *ctx, int level);
int bpfload_init(struct pg_ctx *ctx);
size_t bpfload_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int bpfload_tune(struct pg_ctx *ctx, int level);
int buf_init(struct pg_ctx *ctx);
size_t buf_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int buf_tune(struct pg_ctx *ctx, int level);
int cidr_init(struct pg_ctx *ctx);
size_t cidr_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int cidr_tune(struct pg_ctx *ctx, int level);
int clock_init(struct pg_ctx *ctx);
size_t clock_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int clock_tune(struct pg_ctx *ctx, int level);
int conf_init(struct pg_ctx *ctx);
size_t conf_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int conf_tune(struct pg_ctx *ctx, int level);
int conntrack_init(struct pg_ctx *ctx);
size_t conntrack_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int conntrack_tune(struct pg_ctx *ctx, int level);
int counter_init(struct pg_ctx *ctx);
size_t counter_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int counter_tune(struct pg_ctx *ctx, int level);
int crc_init(struct pg_ctx *ctx);
size_t crc_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int crc_tune(struct pg_ctx *ctx, int level);
int daemon_init(struct pg_ctx *ctx);
size_t daemon_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int daemon_tune(struct pg_ctx *ctx, int level);
int dns_init(struct pg_ctx *ctx);
size_t dns_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int dns_tune(struct pg_ctx *ctx, int level);
int dump_init(struct pg_ctx *ctx);
size_t dump_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int dump_tune(struct pg_ctx *ctx, int level);
int epoll_init(struct pg_ctx *ctx);
size_t epoll_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int epoll_tune(struct pg_ctx *ctx, int level);
int errstr_init(struct pg_ctx *ctx);
size_t errstr_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int errstr_tune(struct pg_ctx *ctx, int level);
int event_init(struct pg_ctx *ctx);
size_t event_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int event_tune(struct pg_ctx *ctx, int level);
int fdset_init(struct pg_ctx *ctx);
size_t fdset_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int fdset_tune(struct pg_ctx *ctx, int level);
int filter_init(struct pg_ctx *ctx);
size_t filter_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int filter_tune(struct pg_ctx *ctx, int level);
int flow_init(struct pg_ctx *ctx);
size_t flow_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int flow_tune(struct pg_ctx *ctx, int level);
int fmt_init(struct pg_ctx *ctx);
size_t fmt_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int fmt_tune(struct pg_ctx *ctx, int level);
int frag_init(struct pg_ctx *ctx);
size_t frag_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int frag_tune(struct pg_ctx *ctx, int level);
int hash_init(struct pg_ctx *ctx);
size_t hash_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int hash_tune(struct pg_ctx *ctx, int level);
int hexdump_init(struct pg_ctx *ctx);
size_t hexdump_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int hexdump_tune(struct pg_ctx *ctx, int level);
int icmp_init(struct pg_ctx *ctx);
size_t icmp_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int icmp_tune(struct pg_ctx *ctx, int level);
int iface_init(struct pg_ctx *ctx);
size_t iface_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int iface_tune(struct pg_ctx *ctx, int level);
int ipv4_init(struct pg_ctx *ctx);
size_t ipv4_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int ipv4_tune(struct pg_ctx *ctx, int level);
int ipv6_init(struct pg_ctx *ctx);
size_t ipv6_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int ipv6_tune(struct pg_ctx *ctx, int level);
int journal_init(struct pg_ctx *ctx);
size_t journal_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int journal_tune(struct pg_ctx *ctx, int level);
int limit_init(struct pg_ctx *ctx);
size_t limit_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int limit_tune(struct pg_ctx *ctx, int level);
int listen_init(struct pg_ctx *ctx);
size_t listen_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int listen_tune(struct pg_ctx *ctx, int level);
int log_init(struct pg_ctx *ctx);
size_t log_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int log_tune(struct pg_ctx *ctx, int level);
int lru_init(struct pg_ctx *ctx);
size_t lru_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int lru_tune(struct pg_ctx *ctx, int level);
int match_init(struct pg_ctx *ctx);
size_t match_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int match_tune(struct pg_ctx *ctx, int level);
int meter_init(struct pg_ctx *ctx);
size_t meter_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int meter_tune(struct pg_ctx *ctx, int level);
int nat_init(struct pg_ctx *ctx);
size_t nat_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int nat_tune(struct pg_ctx *ctx, int level);
int netlink_init(struct pg_ctx *ctx);
size_t netlink_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int netlink_tune(struct pg_ctx *ctx, int level);
int pcap_init(struct pg_ctx *ctx);
size_t pcap_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int pcap_tune(struct pg_ctx *ctx, int level);
int pidfile_init(struct pg_ctx *ctx);
size_t pidfile_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int pidfile_tune(struct pg_ctx *ctx, int level);
int policy_init(struct pg_ctx *ctx);
size_t policy_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int policy_tune(struct pg_ctx *ctx, int level);
int pool_init(struct pg_ctx *ctx);
size_t pool_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int pool_tune(struct pg_ctx *ctx, int level);
int port_init(struct pg_ctx *ctx);
size_t port_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int port_tune(struct pg_ctx *ctx, int level);
int queue_init(struct pg_ctx *ctx);
size_t queue_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int queue_tune(struct pg_ctx *ctx, int level);
int rate_init(struct pg_ctx *ctx);
size_t rate_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int rate_tune(struct pg_ctx *ctx, int level);
int reload_init(struct pg_ctx *ctx);
size_t reload_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int reload_tune(struct pg_ctx *ctx, int level);
int route_init(struct pg_ctx *ctx);
size_t route_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int route_tune(struct pg_ctx *ctx, int level);
int rule_init(struct pg_ctx *ctx);
size_t rule_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int rule_tune(struct pg_ctx *ctx, int level);
int sched_init(struct pg_ctx *ctx);
size_t sched_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int sched_tune(struct pg_ctx *ctx, int level);
int signals_init(struct pg_ctx *ctx);
size_t signals_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int signals_tune(struct pg_ctx *ctx, int level);
int stats_init(struct pg_ctx *ctx);
size_t stats_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int stats_tune(struct pg_ctx *ctx, int level);
int strbuf_init(struct pg_ctx *ctx);
size_t strbuf_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int strbuf_tune(struct pg_ctx *ctx, int level);
int table_init(struct pg_ctx *ctx);
size_t table_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int table_tune(struct pg_ctx *ctx, int level);
int timer_init(struct pg_ctx *ctx);
size_t timer_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int timer_tune(struct pg_ctx *ctx, int level);
int tcp_init(struct pg_ctx *ctx);
size_t tcp_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int tcp_tune(struct pg_ctx *ctx, int level);
int udp_init(struct pg_ctx *ctx);
size_t udp_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int udp_tune(struct pg_ctx *ctx, int level);
int verdict_init(struct pg_ctx *ctx);
size_t verdict_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int verdict_tune(struct pg_ctx *ctx, int level);
int vlan_init(struct pg_ctx *ctx);
size_t vlan_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int vlan_tune(struct pg_ctx *ctx, int level);
int wire_opcode_init(struct pg_ctx *ctx);
size_t wire_opcode_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int wire_opcode_tune(struct pg_ctx *ctx, int level);
int xdp_init(struct pg_ctx *ctx);
size_t xdp_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int xdp_tune(struct pg_ctx *ctx, int level);
int zone_init(struct pg_ctx *ctx);
size_t zone_describe(const struct pg_ctx *ctx, char *buf, size_t len);
int zone_tune(struct pg_ctx *ctx, int level);

/* wire opcodes (see docs/protocol.md) */
#define OP_HELLO     0x01
#define OP_RULESET   0x02
#define OP_VERDICT   0x03
#define OP_STATS     0x04
#define OP_RELOAD    0x05
#define OP_FLOWDUMP  0x06
#define OP_PING      0x07
#define OP_BYE       0x08
#define OP_KEEPALIVE 0x07

#endif
