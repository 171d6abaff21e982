#ifndef MQTTLITE_PROTO_H
#define MQTTLITE_PROTO_H
#include <stddef.h>

struct proto_state {
	unsigned long sum;
	unsigned long calls;
};

unsigned long proto_packet_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_connect_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_connack_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_publish_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_puback_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_pubrec_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_pubrel_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_pubcomp_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_subscribe_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_suback_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_unsubscribe_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_unsuback_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_pingreq_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_pingresp_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_disconnect_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_props_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_will_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_session_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_retain_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_qos_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_topic_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_encode_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_decode_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_keepalive_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_auth_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_limits_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_reason_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_flow_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_alias_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_shared_sub_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_inflight_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_outbox_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_inbox_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_redeliver_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_expiry_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_bridge_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_sys_topics_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_acl_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_password_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);
unsigned long proto_tls_psk_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags);

#endif
