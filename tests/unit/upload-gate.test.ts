import { describe, expect, it } from "vitest";
import { AppError } from "../../server/errors";
import { UploadAbandoned, UploadGate } from "../../server/media/admission";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the places and turns of uploads", () => {
  it("holds at most `inFlight` uploads; past that, busy with a Retry-After; a place given back is free again", () => {
    const gate = new UploadGate({ inFlight: 2, processing: 1 });
    const first = gate.admit();
    gate.admit();
    let refusal: unknown;
    try {
      gate.admit();
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe("busy");
    expect((refusal as AppError).retryAfter).toBeGreaterThanOrEqual(2);
    first();
    first(); // giving a place back twice frees it once
    gate.admit();
    expect(() => gate.admit()).toThrow(AppError);
  });

  it("processes one at a time, in arrival order, and never starts the work of a client that left while waiting", async () => {
    const gate = new UploadGate({ inFlight: 4, processing: 1 });
    const order: string[] = [];
    let finishA!: () => void;
    const a = gate.process(() => new Promise<void>((resolve) => ((finishA = resolve), order.push("a started"))));
    const left = new AbortController();
    const b = gate.process(async () => void order.push("b started"), left.signal);
    const c = gate.process(async () => void order.push("c started"));
    await tick();
    expect(order).toEqual(["a started"]);
    left.abort();
    await expect(b).rejects.toEqual(new UploadAbandoned("waiting"));
    finishA();
    await a;
    await c;
    expect(order).toEqual(["a started", "c started"]);
  });

  it("refuses at once the work of a client already gone", async () => {
    const gate = new UploadGate();
    const gone = new AbortController();
    gone.abort();
    let ran = false;
    await expect(gate.process(async () => void (ran = true), gone.signal)).rejects.toBeInstanceOf(UploadAbandoned);
    expect(ran).toBe(false);
  });
});
