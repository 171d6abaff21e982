#include <ctype.h>
#include <string.h>
#include "wordfreq.h"

struct node *count_words(const char *text)
{
	struct node *head = NULL;
	char buf[64];
	size_t n = 0;

	for (const char *p = text;; p++) {
		if (isalpha((unsigned char)*p) && n + 1 < sizeof buf) {
			buf[n++] = (char)tolower((unsigned char)*p);
		} else if (n > 0) {
			buf[n] = '\0';
			head = list_bump(head, buf);
			n = 0;
		}
		if (!*p)
			break;
	}
	return head;
}
