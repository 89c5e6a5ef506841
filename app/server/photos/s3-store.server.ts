import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  type ListObjectsV2CommandOutput,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { checkKey, contentTypeOf, type PhotoStore } from "./store.server";

export interface S3Settings {
  bucket: string;
  /** Key prefix, "" or ending in "/". */
  prefix: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** A multipart part: what one upload holds in memory at most, twice (two parts in flight). */
const PART_BYTES = 5 * 1024 * 1024;

/** A client for any S3-compatible service; checksums only where an operation requires them, as services other than AWS expect. */
export function s3Client(settings: Omit<S3Settings, "bucket" | "prefix">): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
}

/**
 * Photos in any S3-compatible bucket, under `<prefix><quote id>/<name>`. Uploads stream through
 * @aws-sdk/lib-storage's multipart upload (a failed upload is aborted, leaving no parts), and
 * checksums are computed only when an operation requires them, as services other than AWS expect.
 */
export function s3PhotoStore(settings: S3Settings): PhotoStore {
  const client = s3Client(settings);
  const key = (quoteId: string, name: string) => `${settings.prefix}${quoteId}/${name}`;

  async function* objects(prefix: string) {
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await client.send(
        new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const store: PhotoStore = {
    kind: "s3",
    async put(quoteId, name, body, contentType) {
      checkKey(quoteId, name);
      const upload = new Upload({
        client,
        params: { Bucket: settings.bucket, Key: key(quoteId, name), Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async putFile(quoteId, name, file, contentType) {
      await store.put(quoteId, name, createReadStream(file), contentType);
      await rm(file, { force: true });
    },
    async get(quoteId, name) {
      checkKey(quoteId, name);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(quoteId, name) }));
        if (!object.Body) return undefined;
        return { body: object.Body as Readable, bytes: Number(object.ContentLength ?? 0), contentType: contentTypeOf(name) };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return undefined;
        throw error;
      }
    },
    async deleteQuote(quoteId) {
      if (!/^[0-9a-f-]{36}$/.test(quoteId)) throw new Error(`Not a quote id: ${quoteId}`);
      const keys: string[] = [];
      for await (const object of objects(`${settings.prefix}${quoteId}/`)) keys.push(object.Key!);
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(
          new DeleteObjectsCommand({
            Bucket: settings.bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    async *listQuotes() {
      const newest = new Map<string, Date>();
      for await (const object of objects(settings.prefix)) {
        const quoteId = object.Key!.slice(settings.prefix.length).split("/")[0]!;
        const at = object.LastModified ?? new Date(0);
        if (!newest.has(quoteId) || newest.get(quoteId)! < at) newest.set(quoteId, at);
      }
      for (const [quoteId, modifiedAt] of newest) yield { quoteId, modifiedAt };
    },
  };
  return store;
}

/** "s3://bucket/some/prefix" → bucket and "some/prefix/". */
export function parseS3Url(url: string): { bucket: string; prefix: string } {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`not an S3 location: ${url}`);
  const prefix = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
  return { bucket: match[1]!, prefix: prefix ? `${prefix}/` : "" };
}
