#include <stdio.h>
#include "pktgate.h"

int conf_load(struct pg_ctx *ctx, const char *path);

int main(int argc, char **argv)
{
	struct pg_ctx ctx = { "pktgate", 0, 0, {0}, 0 };
	char line[256];

	if (argc > 1 && conf_load(&ctx, argv[1]) != 0) {
		fprintf(stderr, "pktgate: cannot read %s\n", argv[1]);
		return 1;
	}
	if (acl_init(&ctx) != 0)
		return 1;
	if (addr_init(&ctx) != 0)
		return 1;
	if (alloc_init(&ctx) != 0)
		return 1;
	if (arena_init(&ctx) != 0)
		return 1;
	if (audit_init(&ctx) != 0)
		return 1;
	if (backoff_init(&ctx) != 0)
		return 1;
	if (bitmap_init(&ctx) != 0)
		return 1;
	if (bpfload_init(&ctx) != 0)
		return 1;
	if (buf_init(&ctx) != 0)
		return 1;
	if (cidr_init(&ctx) != 0)
		return 1;
	if (clock_init(&ctx) != 0)
		return 1;
	if (conf_init(&ctx) != 0)
		return 1;
	if (conntrack_init(&ctx) != 0)
		return 1;
	if (counter_init(&ctx) != 0)
		return 1;
	if (crc_init(&ctx) != 0)
		return 1;
	if (daemon_init(&ctx) != 0)
		return 1;
	if (dns_init(&ctx) != 0)
		return 1;
	if (dump_init(&ctx) != 0)
		return 1;
	if (epoll_init(&ctx) != 0)
		return 1;
	if (errstr_init(&ctx) != 0)
		return 1;
	if (event_init(&ctx) != 0)
		return 1;
	if (fdset_init(&ctx) != 0)
		return 1;
	if (filter_init(&ctx) != 0)
		return 1;
	if (flow_init(&ctx) != 0)
		return 1;
	if (fmt_init(&ctx) != 0)
		return 1;
	if (frag_init(&ctx) != 0)
		return 1;
	if (hash_init(&ctx) != 0)
		return 1;
	if (hexdump_init(&ctx) != 0)
		return 1;
	if (icmp_init(&ctx) != 0)
		return 1;
	if (iface_init(&ctx) != 0)
		return 1;
	if (ipv4_init(&ctx) != 0)
		return 1;
	if (ipv6_init(&ctx) != 0)
		return 1;
	if (journal_init(&ctx) != 0)
		return 1;
	if (limit_init(&ctx) != 0)
		return 1;
	if (listen_init(&ctx) != 0)
		return 1;
	if (log_init(&ctx) != 0)
		return 1;
	if (lru_init(&ctx) != 0)
		return 1;
	if (match_init(&ctx) != 0)
		return 1;
	if (meter_init(&ctx) != 0)
		return 1;
	if (nat_init(&ctx) != 0)
		return 1;
	if (netlink_init(&ctx) != 0)
		return 1;
	if (pcap_init(&ctx) != 0)
		return 1;
	if (pidfile_init(&ctx) != 0)
		return 1;
	if (policy_init(&ctx) != 0)
		return 1;
	if (pool_init(&ctx) != 0)
		return 1;
	if (port_init(&ctx) != 0)
		return 1;
	if (queue_init(&ctx) != 0)
		return 1;
	if (rate_init(&ctx) != 0)
		return 1;
	if (reload_init(&ctx) != 0)
		return 1;
	if (route_init(&ctx) != 0)
		return 1;
	if (rule_init(&ctx) != 0)
		return 1;
	if (sched_init(&ctx) != 0)
		return 1;
	if (signals_init(&ctx) != 0)
		return 1;
	if (stats_init(&ctx) != 0)
		return 1;
	if (strbuf_init(&ctx) != 0)
		return 1;
	if (table_init(&ctx) != 0)
		return 1;
	if (timer_init(&ctx) != 0)
		return 1;
	if (tcp_init(&ctx) != 0)
		return 1;
	if (udp_init(&ctx) != 0)
		return 1;
	if (verdict_init(&ctx) != 0)
		return 1;
	if (vlan_init(&ctx) != 0)
		return 1;
	if (wire_opcode_init(&ctx) != 0)
		return 1;
	if (xdp_init(&ctx) != 0)
		return 1;
	if (zone_init(&ctx) != 0)
		return 1;
	zone_describe(&ctx, line, sizeof line);
	puts(line);
	return 0;
}
