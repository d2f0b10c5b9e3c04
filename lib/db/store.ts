import type { Driver } from "./driver";
import { migrate } from "./migrate";
import { changeAppointment } from "./appointment-change-queries";
import {
  countAppointments,
  findByIdempotencyKey,
  findByReference,
  heldPastVisits,
  insertAppointment,
  listAppointments,
  unansweredRequests,
} from "./appointment-queries";
import {
  calendarAttention,
  calendarSummary,
  claimCalendarWork,
  finishCalendarWrite,
  recordCalendarCheck,
  retryCalendarWrite,
} from "./calendar-sync-queries";
import { checkContactCode, insertContactCode } from "./contact-code-queries";
import { insertContactMessage } from "./contact-queries";
import { holdEndSummary, ping, queueHealth } from "./health-queries";
import { releaseClaims } from "./claim-queries";
import { appointmentHistories, appointmentHistory } from "./history-queries";
import { closeIncident, openIncident, openIncidents } from "./incident-queries";
import { claimMail, failedMail, markMailFailed, markMailSent, retryMail } from "./outbox-queries";
import {
  changeQuoteRequest,
  findQuoteRequest,
  insertQuoteRequest,
  listQuoteRequests,
  quoteWithHistory,
} from "./quote-queries";
import { countHit } from "./rate-limit-queries";
import { appSecret } from "./secret-queries";
import { staffStore } from "./staff-queries";
import { noteStockChange } from "./stock-generation";
import { allStockLevels, changeShelf, setStock, stockLevels } from "./stock-queries";
import { receiveText } from "./inbound-text-queries";
import {
  claimTexts,
  deferText,
  dropOptedOutText,
  insertTexts,
  isOptedOut,
  markTextFailed,
  markTextSent,
  recentTexts,
  recordDelivery,
  textCounts,
} from "./text-queries";
import type { SchedulingDatabase } from "./types";
import { heldUnits } from "./unit-queries";
import {
  changeRoadCall,
  findRoadCall,
  insertRoadCall,
  listRoadCalls,
  roadCallEvents,
  roadCallTimes,
  waitingRoadCalls,
} from "./road-call-queries";
import {
  customerAppointments,
  customerQuotes,
  messagesAbout,
  searchAppointments,
  searchQuotes,
} from "./customer-queries";
import { saveRoadServiceStore, storedRoadServiceStores } from "./road-service-store-queries";
import {
  decidePartNumber,
  noteUnmappedPartNumbers,
  partNumberEntries,
  removePartNumber,
  savePartNumbers,
  unmappedPartNumbers,
} from "./part-number-queries";

/**
 * The scheduling store: every query once, for both dialects (see driver.ts for what differs), in
 * one module per entity (*-queries.ts); this only brings the schema up to date and wires them up.
 */
export async function openStore(driver: Driver): Promise<SchedulingDatabase> {
  await migrate(driver);
  return {
    kind: driver.dialect,
    ping: () => ping(driver),
    insertAppointment: (a, mails, units, stock, origin, texts, statusFor) =>
      insertAppointment(driver, a, mails, units, stock, origin, texts, statusFor),
    findByReference: (reference) => findByReference(driver, reference),
    findByIdempotencyKey: (key) => findByIdempotencyKey(driver, key),
    heldUnits: (storeEmail, from, to) => heldUnits(driver, storeEmail, from, to),
    changeAppointment: (reference, decide, now, origin) =>
      changeAppointment(driver, reference, decide, now, origin),
    unansweredRequests: (now, limit, after) => unansweredRequests(driver, now, limit, after),
    heldPastVisits: (endedBy, limit, after) => heldPastVisits(driver, endedBy, limit, after),
    appointmentHistory: (appointmentId) => appointmentHistory(driver, appointmentId),
    appointmentHistories: (appointmentIds) => appointmentHistories(driver, appointmentIds),
    stockLevels: (offerIds) => stockLevels(driver, offerIds),
    allStockLevels: () => allStockLevels(driver),
    setStock: (rows, now) => driver.transaction((tx) => setStock(tx, rows, now)).finally(noteStockChange),
    changeShelf: (change, now) =>
      driver.transaction((tx) => changeShelf(tx, change, now)).finally(noteStockChange),
    appSecret: (name, make) => appSecret(driver, name, make),
    listAppointments: (filter) => listAppointments(driver, filter),
    searchAppointments: (search, scope, limit) => searchAppointments(driver, search, scope, limit),
    customerAppointments: (who, scope, limit) => customerAppointments(driver, who, scope, limit),
    searchQuotes: (search, since, limit) => searchQuotes(driver, search, since, limit),
    customerQuotes: (who, limit) => customerQuotes(driver, who, limit),
    messagesAbout: (references, limit) => messagesAbout(driver, references, limit),
    claimCalendarWork: (owner, now, leaseMs, limit) => claimCalendarWork(driver, owner, now, leaseMs, limit),
    finishCalendarWrite: (claimed, owner, outcome, mails) =>
      finishCalendarWrite(driver, claimed, owner, outcome, mails),
    recordCalendarCheck: (claimed, owner, conflict, mails) =>
      recordCalendarCheck(driver, claimed, owner, conflict, mails),
    calendarSummary: (now = Date.now()) => calendarSummary(driver, now),
    calendarAttention: (list, limit, after) => calendarAttention(driver, list, limit, after),
    claimMail: (owner, now, leaseMs, limit) => claimMail(driver, owner, now, leaseMs, limit),
    markMailSent: (id, owner, now) => markMailSent(driver, id, owner, now),
    markMailFailed: (id, owner, error, nextAttemptAt, now) =>
      markMailFailed(driver, id, owner, error, nextAttemptAt, now),
    failedMail: (limit, afterId) => failedMail(driver, limit, afterId),
    retryMail: (id, now) => retryMail(driver, id, now),
    retryCalendarWrite: (id, now) => retryCalendarWrite(driver, id, now),
    openIncident: (key, detail, now, mails) => openIncident(driver, key, detail, now, mails),
    closeIncident: (key, now) => closeIncident(driver, key, now),
    openIncidents: () => openIncidents(driver),
    queueHealth: (now) => queueHealth(driver, now),
    holdEndSummary: (now, visitsEndedBy, since) => holdEndSummary(driver, now, visitsEndedBy, since),
    releaseClaims: (owner) => releaseClaims(driver, owner),
    insertTexts: (texts, now) => insertTexts(driver, texts, now),
    claimTexts: (owner, now, leaseMs, limit) => claimTexts(driver, owner, now, leaseMs, limit),
    markTextSent: (id, owner, providerMessageId, now) =>
      markTextSent(driver, id, owner, providerMessageId, now),
    markTextFailed: (id, owner, error, nextAttemptAt, now, fallback) =>
      markTextFailed(driver, id, owner, error, nextAttemptAt, now, fallback),
    deferText: (id, owner, until) => deferText(driver, id, owner, until),
    dropOptedOutText: (id, owner, now) => dropOptedOutText(driver, id, owner, now),
    isOptedOut: (phone) => isOptedOut(driver, phone),
    receiveText: (text, handle) => receiveText(driver, text, handle),
    recordTextDelivery: (providerMessageId, status, failed, now, fallback) =>
      recordDelivery(driver, providerMessageId, status, failed, now, fallback),
    textCounts: () => textCounts(driver),
    recentTexts: (limit) => recentTexts(driver, limit),
    countHit: (key, windowStart, expiresAt) => countHit(driver, key, windowStart, expiresAt),
    insertContactCode: (code, message) => insertContactCode(driver, code, message),
    checkContactCode: (id, contact, matches, now, maxTries) =>
      checkContactCode(driver, id, contact, matches, now, maxTries),
    insertContactMessage: (message, mails) => insertContactMessage(driver, message, mails),
    insertQuoteRequest: (quote, mails) => insertQuoteRequest(driver, quote, mails),
    findQuoteRequest: (reference) => findQuoteRequest(driver, reference),
    listQuoteRequests: (filter) => listQuoteRequests(driver, filter),
    quoteWithHistory: (reference) => quoteWithHistory(driver, reference),
    changeQuoteRequest: (reference, expectedState, change, origin, now) =>
      changeQuoteRequest(driver, reference, expectedState, change, origin, now),
    countAppointments: () => countAppointments(driver),
    insertRoadCall: (call, messages) => insertRoadCall(driver, call, messages),
    changeRoadCall: (reference, expectedVersion, change, messages, actor, now) =>
      changeRoadCall(driver, reference, expectedVersion, change, messages, actor, now),
    findRoadCall: (reference) => findRoadCall(driver, reference),
    listRoadCalls: (filter) => listRoadCalls(driver, filter),
    waitingRoadCalls: (offeredBy, limit) => waitingRoadCalls(driver, offeredBy, limit),
    roadCallEvents: (callId) => roadCallEvents(driver, callId),
    roadCallTimes: (since) => roadCallTimes(driver, since),
    storedRoadServiceStores: () => storedRoadServiceStores(driver),
    saveRoadServiceStore: (store, expectedUpdatedAt, now, by) =>
      saveRoadServiceStore(driver, store, expectedUpdatedAt, now, by),
    partNumberEntries: () => partNumberEntries(driver),
    savePartNumbers: (rows, now, by) => driver.transaction((tx) => savePartNumbers(tx, rows, now, by)),
    decidePartNumber: (partNumber, offerId, expected, now, by) =>
      driver.transaction((tx) => decidePartNumber(tx, partNumber, offerId, expected, now, by)),
    removePartNumber: (partNumber, expected) => removePartNumber(driver, partNumber, expected),
    noteUnmappedPartNumbers: (sightings, now, by) =>
      driver.transaction((tx) => noteUnmappedPartNumbers(tx, sightings, now, by)),
    unmappedPartNumbers: (limit) => unmappedPartNumbers(driver, limit),
    staff: staffStore(driver),
    close: () => driver.close(),
  };
}
