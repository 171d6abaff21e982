#ifndef MQTTLITE_UTIL_H
#define MQTTLITE_UTIL_H
#include <stddef.h>

struct util_state {
	unsigned long sum;
	unsigned long calls;
};

unsigned long util_strbuf_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_vec_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_hashmap_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_list_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_ringbuf_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_arena_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_clock_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_rand_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_base64_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_hex_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_crc16_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_utf8_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_path_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_env_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_argv_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_ini_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_logfmt_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_timer_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_pool_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_bitset_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_heap_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_sha1_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_varint_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_slab_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_token_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_intern_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_queue_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_trie_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_lru_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_bloom_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_murmur_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_fnv_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_strsplit_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_strtrim_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_fmtnum_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_parsenum_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_errno_str_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_sockaddr_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_poller_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_epoll_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_kqueue_stub_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_signals_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_daemon_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_pidfile_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_rlimit_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_cpuinfo_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_backoff_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_jitter_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_deadline_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);
unsigned long util_semver_feed(struct util_state *st, const unsigned char *in, size_t n, int flags);

#endif
