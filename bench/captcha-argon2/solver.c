/*
 * The best native Argon2id we could run for a bot, to weigh Argon2id against the time-lock puzzle
 * (bench/captcha-argon2.mjs compiles it). Two libraries, both Debian's (apt-get install libsodium-dev libargon2-dev):
 *   sodium  libsodium's crypto_pwhash_argon2id: picks its AVX-512F, AVX2 or SSSE3 block function at run time, but
 *           maps its memory afresh for each hash, and page faults are dear on this machine (a virtual one);
 *   argon2  libargon2, Debian's portable build (no SIMD), with its memory kept from one hash to the next
 *           (allocate/free callbacks on a buffer faulted in once), as a bot that makes many hashes would keep it.
 * The faster of the two is the bot's figure; a bot with SIMD code and kept memory would be faster still.
 * Both with one lane (parallelism 1, as the browser's hash-wasm in one worker), version 1.3, 32-byte hashes.
 *
 *   solver LIBRARY   reads "<memory KiB> <passes> <salt hex> <password hex>" lines,
 *                    prints "<hash hex> <thread CPU ns>" for each
 */
#include <argon2.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long long cpu_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static size_t unhex(const char *text, unsigned char *out, size_t room) {
  size_t length = strlen(text) / 2;
  if (length > room) length = room;
  for (size_t i = 0; i < length; i++) sscanf(text + 2 * i, "%2hhx", &out[i]);
  return length;
}

static unsigned char *kept;
static size_t kept_size;

static int keep_allocate(uint8_t **memory, size_t bytes) {
  if (bytes > kept_size) {
    free(kept);
    kept = malloc(bytes);
    if (!kept) return ARGON2_MEMORY_ALLOCATION_ERROR;
    memset(kept, 0, bytes);
    kept_size = bytes;
  }
  *memory = kept;
  return ARGON2_OK;
}

static void keep_free(uint8_t *memory, size_t bytes) {
  (void)memory;
  (void)bytes;
}

int main(int argc, char **argv) {
  int use_sodium = argc > 1 && strcmp(argv[1], "sodium") == 0;
  if (use_sodium && sodium_init() < 0) return 2;
  unsigned long memory_kib, passes;
  char salt_hex[129], password_hex[129];
  unsigned char salt[64], password[64], hash[32];
  while (scanf("%lu %lu %128s %128s", &memory_kib, &passes, salt_hex, password_hex) == 4) {
    size_t salt_length = unhex(salt_hex, salt, sizeof salt);
    size_t password_length = unhex(password_hex, password, sizeof password);
    long long start = cpu_ns();
    int failed;
    if (use_sodium) {
      // libsodium takes a salt of exactly crypto_pwhash_SALTBYTES (16) bytes.
      failed = salt_length != crypto_pwhash_SALTBYTES ||
               crypto_pwhash_argon2id(hash, sizeof hash, (const char *)password, password_length, salt, passes,
                                      (size_t)memory_kib * 1024, crypto_pwhash_argon2id_ALG_ARGON2ID13);
    } else {
      argon2_context context = {
          .out = hash, .outlen = sizeof hash, .pwd = password, .pwdlen = (uint32_t)password_length,
          .salt = salt, .saltlen = (uint32_t)salt_length, .t_cost = (uint32_t)passes,
          .m_cost = (uint32_t)memory_kib, .lanes = 1, .threads = 1, .version = ARGON2_VERSION_13,
          .allocate_cbk = keep_allocate, .free_cbk = keep_free, .flags = ARGON2_DEFAULT_FLAGS};
      failed = argon2_ctx(&context, Argon2_id) != ARGON2_OK;
    }
    long long cpu = cpu_ns() - start;
    if (failed) {
      printf("error 0\n");
    } else {
      for (size_t i = 0; i < sizeof hash; i++) printf("%02x", hash[i]);
      printf(" %lld\n", cpu);
    }
    fflush(stdout);
  }
  return 0;
}
