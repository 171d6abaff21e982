#ifndef PROTO_H
#define PROTO_H
enum cmd { CMD_GET, CMD_SET, CMD_DEL, CMD_BAD };
enum cmd parse_cmd(const char *line, char *key, int keylen);
#endif
