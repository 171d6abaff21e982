#ifndef MQ_NET_H
#define MQ_NET_H
#include <stddef.h>
#include <stdint.h>

struct mq_addr { char host[64]; uint16_t port; };
int addr_parse(const char *s, struct mq_addr *a);

struct mq_conn { int fd; struct mq_addr peer; char rbuf[4096]; size_t rlen; };
int conn_open(struct mq_conn *c, const char *addr);
int conn_send(struct mq_conn *c, const void *p, size_t n);
void conn_close(struct mq_conn *c);

size_t frame_encode(const char *topic, const void *payload, size_t n, uint8_t *out, size_t cap);
int frame_decode(const uint8_t *in, size_t n, char *topic, size_t tcap, size_t *payload_off);

int proto_publish(struct mq_conn *c, const char *topic, const char *msg);
int proto_ping(struct mq_conn *c);
#endif
